/**
 * The display list: what the layout engine produces and both painters draw.
 *
 * Units: millimetres, origin at the top-left corner of the box, x to the right,
 * y DOWN. Each item is a glyph outline in em units (see GlyphShape) placed by an
 * affine matrix [a, b, c, d, e, f] that maps an outline point (u, v) to
 * (a*u + c*v + e, b*u + d*v + f) in mm, exactly like canvas setTransform.
 */
import type { Pen } from '../../../../src-shared/handwriting.ts';

/** Outline commands, flat: 0 moveTo x y | 1 lineTo x y | 2 quadTo cx cy x y | 3 cubicTo c1x c1y c2x c2y x y | 4 close. */
export const OP_MOVE = 0;
export const OP_LINE = 1;
export const OP_QUAD = 2;
export const OP_CUBIC = 3;
export const OP_CLOSE = 4;

export interface GlyphShape {
  /** Stable identity (family, glyph id, variant): equal keys mean equal outlines. */
  key: string;
  /** Flat outline commands in em units, y down, baseline at v = 0. */
  ops: Float64Array;
  /** Control box [minX, minY, maxX, maxY] in em units, y down. */
  bbox: [number, number, number, number];
  /** Pools of darker ink inside the outline: [x, y, radius, opacity] per pool, em units. */
  pools?: Float64Array;
}

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
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [u, v] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1]] as const) {
    const [x, y] = applyMatrix(item.matrix, u, v);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
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
