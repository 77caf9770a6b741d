/**
 * The display list: what the layout engine produces and both painters draw.
 *
 * Units: millimetres, origin at the top-left corner of the box, x to the right,
 * y DOWN. Each item is a glyph outline in em units (see GlyphShape) placed by an
 * affine matrix [a, b, c, d, e, f] that maps an outline point (u, v) to
 * (a*u + c*v + e, b*u + d*v + f) in mm, exactly like canvas setTransform.
 */
import type { Pen } from '#shared/handwriting.ts';

export interface GlyphShape {
  /** Stable identity (family, glyph id, variant): equal keys mean equal outlines. */
  key: string;
  /**
   * Flat outline commands in em units, y down, baseline at v = 0. A pen's variants are kept in
   * single precision (half the memory; the canvas library's paths are single precision anyway).
   */
  ops: Float64Array | Float32Array;
  /** Control box [minX, minY, maxX, maxY] in em units, y down. */
  bbox: [number, number, number, number];
  /** Pools of darker ink inside the outline: [x, y, radius, opacity] per pool, em units. */
  pools?: Float64Array;
}

/** The commands of GlyphShape.ops, flat: 0 moveTo x y | 1 lineTo x y | 2 quadTo cx cy x y | 3 cubicTo c1x c1y c2x c2y x y | 4 close. */
export const OP_MOVE = 0;
export const OP_LINE = 1;
export const OP_QUAD = 2;
export const OP_CUBIC = 3;
export const OP_CLOSE = 4;

export type Matrix = [number, number, number, number, number, number];

export interface DisplayItem {
  shape: GlyphShape;
  matrix: Matrix;
  /** Ink colour as #rrggbb. */
  color: string;
  /** 0..1 */
  opacity: number;
  /** The character(s) this glyph writes (for tests and debugging). */
  chars: string;
  /** Index of the visual line the glyph is on (0-based). */
  line: number;
}

export interface DisplayList {
  widthMm: number;
  heightMm: number;
  /** The pen (raster grain of the PNG painter), or null for flat ink. */
  pen: Pen | null;
  /** Seed of the raster grain's placement (from the layout's seed). */
  grainSeed: number;
  items: DisplayItem[];
  /** Font size used, in pt (after autoResize). */
  fontSizePt: number;
  /** Number of visual lines (blank lines included). */
  lineCount: number;
  /** What each visual line writes, words joined by a space (the PDF's invisible text layer; absent in lists made elsewhere). */
  lineTexts?: string[];
}

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function applyMatrix(m: Matrix, u: number, v: number): [number, number] {
  return [m[0] * u + m[2] * v + m[4], m[1] * u + m[3] * v + m[5]];
}

/** Conservative ink bounds (mm) of one item: its outline's control box through its matrix. */
export function itemBounds(item: DisplayItem): Rect | null {
  const [x0, y0, x1, y1] = item.shape.bbox;
  if (x0 === x1 && y0 === y1) return null;
  const m = item.matrix;
  // the four corners, without arrays: layout and painters call this for every glyph
  const ax = m[0] * x0 + m[2] * y0 + m[4];
  const ay = m[1] * x0 + m[3] * y0 + m[5];
  const bx = m[0] * x1 + m[2] * y0 + m[4];
  const by = m[1] * x1 + m[3] * y0 + m[5];
  const cx = m[0] * x0 + m[2] * y1 + m[4];
  const cy = m[1] * x0 + m[3] * y1 + m[5];
  const dx = m[0] * x1 + m[2] * y1 + m[4];
  const dy = m[1] * x1 + m[3] * y1 + m[5];
  return { minX: Math.min(ax, bx, cx, dx), minY: Math.min(ay, by, cy, dy), maxX: Math.max(ax, bx, cx, dx), maxY: Math.max(ay, by, cy, dy) };
}

/** Ink bounds (mm) of a list of items, or null when nothing is drawn. */
export function inkBounds(items: readonly DisplayItem[]): Rect | null {
  let r: Rect | null = null;
  for (const it of items) {
    const b = itemBounds(it);
    if (!b) continue;
    r = r
      ? { minX: Math.min(r.minX, b.minX), minY: Math.min(r.minY, b.minY), maxX: Math.max(r.maxX, b.maxX), maxY: Math.max(r.maxY, b.maxY) }
      : b;
  }
  return r;
}

export function translateItems(items: DisplayItem[], dx: number, dy: number): void {
  for (const it of items) {
    it.matrix[4] += dx;
    it.matrix[5] += dy;
  }
}
