import type { Product } from '../../../../src-shared/products.ts';
import { MM_PER_INCH, mmToWholePx } from '../../../../src-shared/units.ts';

export type Orientation = 'landscape' | 'portrait';

/** CSS pixels per inch (the web's reference pixel). */
export const CSS_PX_PER_INCH = 96;
/** Raster previews: 300 dpi, i.e. a device scale factor of 300/96 over CSS px. */
export const PREVIEW_DPI = 300;
export const PREVIEW_SCALE = PREVIEW_DPI / CSS_PX_PER_INCH;

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

export function mmToCssPx(mm: number): number {
  return (mm / MM_PER_INCH) * CSS_PX_PER_INCH;
}

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

export function mmToPoints(mm: number): number {
  return (mm / MM_PER_INCH) * 72;
}

/** Pixel size of the 300 dpi preview of a page. */
export function previewPixels(g: PageGeometry): { width: number; height: number } {
  return { width: mmToWholePx(g.widthMm, PREVIEW_DPI), height: mmToWholePx(g.heightMm, PREVIEW_DPI) };
}
