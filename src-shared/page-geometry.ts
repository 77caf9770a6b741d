// The physical page of one side: trim size with orientation, bleed on every edge,
// and the safe area the studio keeps text and codes inside. Both the renderer and
// the studio's overlays use it.
import type { Product } from './products.ts';

export type Orientation = 'landscape' | 'portrait';

/** Size of one rendered side: the trim size with orientation applied, plus bleed on every edge. */
export interface PageGeometry {
  orientation: Orientation;
  trimWidthMm: number;
  trimHeightMm: number;
  bleedMm: number;
  /** Trim plus bleed on both edges: the PDF page and the preview. */
  widthMm: number;
  heightMm: number;
}

/**
 * Landscape puts the long edge horizontal, portrait vertical; without an
 * orientation the product's own catalog orientation is kept.
 */
export function pageGeometry(product: Pick<Product, 'widthMm' | 'heightMm' | 'bleedMm'>, orientation?: Orientation): PageGeometry {
  const long = Math.max(product.widthMm, product.heightMm);
  const short = Math.min(product.widthMm, product.heightMm);
  const resolved: Orientation = orientation ?? (product.widthMm >= product.heightMm ? 'landscape' : 'portrait');
  const trimWidthMm = resolved === 'landscape' ? long : short;
  const trimHeightMm = resolved === 'landscape' ? short : long;
  return {
    orientation: resolved,
    trimWidthMm,
    trimHeightMm,
    bleedMm: product.bleedMm,
    widthMm: trimWidthMm + 2 * product.bleedMm,
    heightMm: trimHeightMm + 2 * product.bleedMm,
  };
}

/**
 * How far inside the trim edge text and codes stay, so that a cut a little off
 * never clips them: 4 mm on ISO products, 3/16 in on US products (the usual
 * print-house guidance).
 */
export function safeMarginMm(product: Pick<Product, 'standard'>): number {
  return product.standard === 'US' ? 25.4 * (3 / 16) : 4;
}

/** The safe area in page coordinates (mm from the bleed corner). */
export function safeArea(product: Pick<Product, 'standard' | 'widthMm' | 'heightMm' | 'bleedMm'>, orientation?: Orientation): { x: number; y: number; width: number; height: number } {
  const g = pageGeometry(product, orientation);
  const inset = g.bleedMm + safeMarginMm(product);
  return { x: inset, y: inset, width: g.widthMm - 2 * inset, height: g.heightMm - 2 * inset };
}
