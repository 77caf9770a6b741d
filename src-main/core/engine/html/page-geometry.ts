import { MM_PER_INCH, mmToWholePx } from '#shared/units.ts';

export type { Orientation, PageGeometry } from '#shared/page-geometry.ts';
export { pageGeometry } from '#shared/page-geometry.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';

/** CSS pixels per inch (the web's reference pixel). */
export const CSS_PX_PER_INCH = 96;
/** Raster previews: 300 dpi, i.e. a device scale factor of 300/96 over CSS px. */
export const PREVIEW_DPI = 300;
export const PREVIEW_SCALE = PREVIEW_DPI / CSS_PX_PER_INCH;

export function mmToCssPx(mm: number): number {
  return (mm / MM_PER_INCH) * CSS_PX_PER_INCH;
}

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

export function mmToPoints(mm: number): number {
  return (mm / MM_PER_INCH) * 72;
}

/** Pixel size of the preview of a page (300 dpi unless told): each edge rounded to whole pixels. */
export function previewPixels(g: PageGeometry, dpi: number = PREVIEW_DPI): { width: number; height: number } {
  return { width: mmToWholePx(g.widthMm, dpi), height: mmToWholePx(g.heightMm, dpi) };
}
