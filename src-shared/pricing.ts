import type { Product } from './products.ts';

/**
 * The emulator's price list, in US cents. The hosted service's prices are not
 * public; these are plausible figures so that invoices and checkout totals are
 * real sums (see docs/api-notes.md).
 */
const PIECE_CENTS: Record<string, number> = {
  a6_postcard: 250,
  '4x6_postcard': 250,
  a5_postcard: 300,
  '5x7_postcard': 300,
  a6_card: 350,
  '4x6_card': 350,
  a5_card: 400,
  '5x7_card': 400,
  a4_letter: 450,
  '7x10_letter': 450,
};

export const ENVELOPE_CENTS = 75;
export const ATTACHMENT_PAGE_CENTS = 25;
export const CURRENCY = 'usd';

export function pieceCents(product: Product): number {
  return PIECE_CENTS[product.key] ?? 300;
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
