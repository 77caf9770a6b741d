/**
 * Joins of the cursive hands. Their letters are drawn to meet at the pen position: the
 * exit stroke of one letter crosses its advance line where the entry stroke of the next
 * crosses its origin. Each letter gets its own jitter, which would open gaps and steps
 * there, so the next letter is moved to put its entry back onto the previous exit.
 */
import type { GlyphShape, Matrix } from './display-list.ts';
import { applyMatrix } from './display-list.ts';
import { flattenContours, toContours } from './outline.ts';

/** Largest distance (em) between an exit and an entry that are the same stroke. */
const JOIN_TOLERANCE = 0.08;

const crossings = new WeakMap<GlyphShape, Map<number, number[]>>();

/** Middles (y, em) of the ink the outline has on the vertical line x = u. */
export function inkCrossings(shape: GlyphShape, u: number): number[] {
  let byU = crossings.get(shape);
  if (!byU) {
    byU = new Map();
    crossings.set(shape, byU);
  }
  const key = Math.round(u * 1e4);
  let out = byU.get(key);
  if (out) return out;
  const edges = polyline(shape);
  const ys: number[] = [];
  for (let i = 0; i < edges.length; i += 4) {
    const px = edges[i]!;
    const x = edges[i + 2]!;
    if ((px - u) * (x - u) < 0 || (x === u && px !== u)) ys.push(edges[i + 1]! + ((u - px) / (x - px)) * (edges[i + 3]! - edges[i + 1]!));
  }
  ys.sort((a, b) => a - b);
  out = [];
  for (let i = 0; i + 1 < ys.length; i += 2) out.push((ys[i]! + ys[i + 1]!) / 2);
  byU.set(key, out);
  return out;
}

const polylines = new WeakMap<GlyphShape, Float64Array>();

/** The outline flattened to straight edges, once per shape (typed: an array of numbers boxes each one). */
function polyline(shape: GlyphShape): Float64Array {
  let out = polylines.get(shape);
  if (!out) {
    out = Float64Array.from(flattenContours(toContours(shape.ops), 8));
    polylines.set(shape, out);
  }
  return out;
}

export interface JoinEnd {
  shape: GlyphShape;
  matrix: Matrix;
}

/**
 * Translation (mm) that puts the next letter where the previous letter's transform would
 * have put it at their join, or null when the two letters do not join. `gap` is the
 * distance (em) from the previous letter's origin to the next one's in the font's layout.
 *
 * Joined letters overlap: the join is where, across the overlap, a stroke of one letter
 * comes closest to a stroke of the other (they run together or cross there).
 */
export function joinShift(prev: JoinEnd, next: JoinEnd, gap: number): [number, number] | null {
  const left = next.shape.bbox[0] + gap;
  const right = prev.shape.bbox[2];
  if (right < left - 0.06) return null;
  let best: { u: number; y: number; d: number } | null = null;
  const from = Math.min(left, right) - 0.01;
  const to = Math.max(left, right) + 0.01;
  for (let u = from; u <= to + 1e-9; u += 0.01) {
    for (const ey of inkCrossings(prev.shape, u)) {
      for (const ny of inkCrossings(next.shape, u - gap)) {
        const d = Math.abs(ey - ny);
        if (d < JOIN_TOLERANCE && (!best || d < best.d)) best = { u: u - gap, y: ny, d };
      }
    }
  }
  if (!best) return null;
  const [ax, ay] = applyMatrix(prev.matrix, best.u + gap, best.y);
  const [bx, by] = applyMatrix(next.matrix, best.u, best.y);
  return [ax - bx, ay - by];
}
