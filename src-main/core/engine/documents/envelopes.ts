import type { Product } from '#shared/products.ts';

export interface EnvelopeSize {
  name: string;
  widthMm: number;
  heightMm: number;
}

const IN = 25.4;

/** The envelope each product ships in (ISO C-series and DL; US A-series and #10). */
const ENVELOPES: Record<string, EnvelopeSize> = {
  a6_card: { name: 'C6', widthMm: 162, heightMm: 114 },
  a5_card: { name: 'C5', widthMm: 229, heightMm: 162 },
  a4_letter: { name: 'DL', widthMm: 220, heightMm: 110 },
  '4x6_card': { name: 'A6 (4.75 x 6.5 in)', widthMm: 6.5 * IN, heightMm: 4.75 * IN },
  '5x7_card': { name: 'A7 (5.25 x 7.25 in)', widthMm: 7.25 * IN, heightMm: 5.25 * IN },
  '7x10_letter': { name: '#10 (4.125 x 9.5 in)', widthMm: 9.5 * IN, heightMm: 4.125 * IN },
};

export function envelopeFor(product: Product): EnvelopeSize | undefined {
  return product.supportsEnvelope ? ENVELOPES[product.key] : undefined;
}
