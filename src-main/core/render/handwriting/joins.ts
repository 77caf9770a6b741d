/**
 * Joins of the cursive hands. Their letters are drawn to meet at the pen position: the
 * exit stroke of one letter crosses its advance line where the entry stroke of the next
 * crosses its origin. Each letter gets its own jitter, which would open gaps and steps
 * there, so the next letter is moved to put its entry back onto the previous exit.
 */
import type { GlyphShape, Matrix } from './display-list.ts';
import { applyMatrix } from './display-list.ts';
import { toContours } from './outline.ts';

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
  const ys: number[] = [];
  for (const c of toContours(shape.ops)) {
    for (const s of c) {
      let px = s[0];
      let py = s[1];
      for (let k = 1; k <= 8; k++) {
        const t = k / 8;
        const m = 1 - t;
        const x = m * m * m * s[0] + 3 * m * m * t * s[2] + 3 * m * t * t * s[4] + t * t * t * s[6];
        const y = m * m * m * s[1] + 3 * m * m * t * s[3] + 3 * m * t * t * s[5] + t * t * t * s[7];
        if ((px - u) * (x - u) < 0 || (x === u && px !== u)) ys.push(py + ((u - px) / (x - px)) * (y - py));
        px = x;
        py = y;
      }
    }
  }
  ys.sort((a, b) => a - b);
  out = [];
  for (let i = 0; i + 1 < ys.length; i += 2) out.push((ys[i]! + ys[i + 1]!) / 2);
  byU.set(key, out);
  return out;
}

export interface JoinEnd {
  shape: GlyphShape;
  matrix: Matrix;
  /** Where the join line is in the glyph's own em units (the advance for an exit, the origin for an entry). */
  u: number;
}

/**
 * Translation (mm) that moves the next letter's entry onto the previous letter's exit,
 * or null when the two letters do not join there.
 */
export function joinShift(prev: JoinEnd, next: JoinEnd): [number, number] | null {
  const exits = inkCrossings(prev.shape, prev.u);
  const entries = inkCrossings(next.shape, next.u);
  let best: [number, number] | null = null;
  let bestD = JOIN_TOLERANCE;
  for (const ey of exits) {
    for (const ny of entries) {
      const d = Math.abs(ey - ny);
      if (d >= bestD) continue;
      bestD = d;
      const [ax, ay] = applyMatrix(prev.matrix, prev.u, ey);
      const [bx, by] = applyMatrix(next.matrix, next.u, ny);
      best = [ax - bx, ay - by];
    }
  }
  return best;
}
