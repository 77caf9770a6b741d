/**
 * How close two placed letters come, for hands whose letters never touch (hands made from a
 * sheet): the font's kerning sets them at the writer's gap, but each occurrence is then turned,
 * scaled, slanted and drawn with a pen (stroke ends grow, widths swell), which can close a
 * tight gap. The layout measures the horizontal gap between the placed outlines, band by band,
 * and moves the later letter along the line where it came too close.
 */
import { type DisplayItem, type GlyphShape, OP_CLOSE, OP_CUBIC, OP_LINE, OP_MOVE, OP_QUAD } from './display-list.ts';

/** Bands of the outline's edge, em. */
const BAND_EM = 0.02;
type Edge = { left: Float64Array; right: Float64Array };
const edges = new Map<string, Edge>();

/** The outline's leftmost and rightmost points, band by band (x, y pairs in em; NaN where a band is empty). */
function edgeOf(shape: GlyphShape): Edge {
  const cached = edges.get(shape.key);
  if (cached) return cached;
  const [, minY, , maxY] = shape.bbox;
  const n = Math.max(1, Math.ceil((maxY - minY) / BAND_EM) + 1);
  const left = new Float64Array(2 * n).fill(NaN);
  const right = new Float64Array(2 * n).fill(NaN);
  const add = (x: number, y: number) => {
    const b = Math.min(n - 1, Math.max(0, Math.floor((y - minY) / BAND_EM)));
    if (!(left[2 * b]! <= x)) [left[2 * b], left[2 * b + 1]] = [x, y];
    if (!(right[2 * b]! >= x)) [right[2 * b], right[2 * b + 1]] = [x, y];
  };
  const ops = shape.ops;
  let px = 0;
  let py = 0;
  let sx = 0;
  let sy = 0;
  const line = (x: number, y: number) => {
    const steps = Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / (BAND_EM / 2)));
    for (let s = 1; s <= steps; s++) add(px + ((x - px) * s) / steps, py + ((y - py) * s) / steps);
    px = x;
    py = y;
  };
  for (let i = 0; i < ops.length; ) {
    const op = ops[i]!;
    if (op === OP_MOVE) {
      px = sx = ops[i + 1]!;
      py = sy = ops[i + 2]!;
      add(px, py);
      i += 3;
    } else if (op === OP_LINE) {
      line(ops[i + 1]!, ops[i + 2]!);
      i += 3;
    } else if (op === OP_QUAD || op === OP_CUBIC) {
      const cubic = op === OP_CUBIC;
      const [x0, y0] = [px, py];
      const pts = Array.from(ops.subarray(i + 1, i + (cubic ? 7 : 5)));
      for (let s = 1; s <= 8; s++) {
        const t = s / 8;
        const u = 1 - t;
        if (cubic) line(u * u * u * x0 + 3 * u * u * t * pts[0]! + 3 * u * t * t * pts[2]! + t * t * t * pts[4]!, u * u * u * y0 + 3 * u * u * t * pts[1]! + 3 * u * t * t * pts[3]! + t * t * t * pts[5]!);
        else line(u * u * x0 + 2 * u * t * pts[0]! + t * t * pts[2]!, u * u * y0 + 2 * u * t * pts[1]! + t * t * pts[3]!);
      }
      i += cubic ? 7 : 5;
    } else {
      if (op === OP_CLOSE) line(sx, sy);
      i += 1;
    }
  }
  if (edges.size > 20_000) edges.clear();
  const edge = { left, right };
  edges.set(shape.key, edge);
  return edge;
}

/** The edge's points placed by the item's matrix, mm. */
function placed(points: Float64Array, item: Pick<DisplayItem, 'matrix'>): [number, number][] {
  const [a, b, c, d, e, f] = item.matrix;
  const out: [number, number][] = [];
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (!Number.isNaN(x)) out.push([a * x + c * y + e, b * x + d * y + f]);
  }
  return out;
}

/**
 * The smallest horizontal gap (mm) between the ink of `before` and of `after` (placed to its
 * right) in rows of `rowMm` where both have ink; Infinity when no row has both.
 */
export function horizontalGap(before: Pick<DisplayItem, 'shape' | 'matrix'>, after: Pick<DisplayItem, 'shape' | 'matrix'>, rowMm: number): number {
  const rightmost = new Map<number, number>();
  for (const [x, y] of placed(edgeOf(before.shape).right, before)) {
    const row = Math.floor(y / rowMm);
    for (const r of [row - 1, row, row + 1]) rightmost.set(r, Math.max(rightmost.get(r) ?? -Infinity, x));
  }
  let gap = Infinity;
  for (const [x, y] of placed(edgeOf(after.shape).left, after)) {
    const r = rightmost.get(Math.floor(y / rowMm));
    if (r !== undefined) gap = Math.min(gap, x - r);
  }
  return gap;
}
