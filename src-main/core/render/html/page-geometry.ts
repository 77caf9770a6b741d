import { MM_PER_INCH, mmToWholePx } from '../../../../src-shared/units.ts';

export type { Orientation, PageGeometry } from '../../../../src-shared/page-geometry.ts';
export { pageGeometry } from '../../../../src-shared/page-geometry.ts';
import type { PageGeometry } from '../../../../src-shared/page-geometry.ts';

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

/** Pixel size of the 300 dpi preview of a page. */
export function previewPixels(g: PageGeometry): { width: number; height: number } {
  return { width: mmToWholePx(g.widthMm, PREVIEW_DPI), height: mmToWholePx(g.heightMm, PREVIEW_DPI) };
}
