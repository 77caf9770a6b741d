/**
 * Letterform variation: how one writer draws the same letter a little differently each
 * time. A variant of a glyph gets longer or shorter stroke ends, larger or smaller loops
 * (counters), its own slant and width, and a smooth low-amplitude warp of the whole
 * outline, so a repeated letter is never the same shape twice while staying that letter.
 */
import type { GlyphShape } from './display-list.ts';
import type { OutlineAnalysis } from './outline-analysis.ts';
import { createRng } from './random.ts';

/** Largest warp displacement, in em. */
const AMPLITUDE = 0.012;

export interface Deformation {
  /** Moves a point of the outline (applied after the node shifts). */
  warp(x: number, y: number): [number, number];
  /** Extra shift of node `node` of contour `contour` (stroke ends made longer or shorter). */
  shift(contour: number, node: number): [number, number];
}

/** `keepJoins`: a joined hand's entry and exit strokes (at the letter's sides) keep their length, so joins still meet. */
export function letterDeformation(info: OutlineAnalysis, bbox: GlyphShape['bbox'], seed: string, strength = 1, keepJoins = false): Deformation {
  const rng = createRng(seed);
  const [x0, y0, x1, y1] = bbox;
  const w = Math.max(x1 - x0, 0.05);
  const h = Math.max(y1 - y0, 0.05);
  // two low-frequency waves per axis, plus a slight lean and width change of the letter
  const fx1 = rng.range(1.2, 2.6) * Math.PI;
  const fy1 = rng.range(1.2, 2.6) * Math.PI;
  const px1 = rng.range(0, 2 * Math.PI);
  const py1 = rng.range(0, 2 * Math.PI);
  const fx2 = rng.range(1.2, 2.6) * Math.PI;
  const fy2 = rng.range(1.2, 2.6) * Math.PI;
  const px2 = rng.range(0, 2 * Math.PI);
  const py2 = rng.range(0, 2 * Math.PI);
  const lean = rng.normal(0.03) * strength;
  const widen = 1 + rng.normal(0.03) * strength;
  const amp = AMPLITUDE * strength;
  const cx = (x0 + x1) / 2;
  // loops: each counter grows or shrinks by up to about 12%, with the stroke around it
  const bulges = info.counters.map((c) => ({ x: c.x, y: c.y, r2: (1.7 * c.radius) ** 2, k: rng.normal(0.06) * strength }));
  // stroke ends: each end grows by up to about one stroke width along its stroke, or
  // shrinks a little (never enough to pull apart the overlapping pieces of a letter)
  const ends = info.spots
    .filter((s) => s.kind === 'end' && !(keepJoins && (s.x - x0 < 0.15 || x1 - s.x < 0.15)))
    .map((s) => ({ s, len: rng.range(-0.25, 1.2) * s.half * strength, reach: 5 * s.half }));

  const warp = (x: number, y: number): [number, number] => {
    let bx = x;
    let by = y;
    for (const b of bulges) {
      const dx = x - b.x;
      const dy = y - b.y;
      const f = b.k * Math.exp(-(dx * dx + dy * dy) / b.r2);
      bx += dx * f;
      by += dy * f;
    }
    const nx = (bx - x0) / w;
    const ny = (by - y0) / h;
    // a joined hand's warp fades out towards the letter's sides, where its joins are
    const a = keepJoins ? amp * Math.min(1, Math.max(0, Math.min(nx, 1 - nx) - 0.05) / 0.25) : amp;
    const wx = a * Math.sin(fy1 * ny + px1) * Math.cos(fx2 * nx + px2);
    const wy = a * Math.sin(fx1 * nx + py1) * Math.cos(fy2 * ny + py2);
    // lean and width change also fade out at a joined hand's sides
    const side = keepJoins ? Math.min(1, Math.max(0, Math.min(nx, 1 - nx) - 0.05) / 0.25) : 1;
    return [cx + (bx - cx) * (1 + (widen - 1) * side) + wx - lean * side * by, by + wy];
  };

  const arc = arcLengths(info);
  const shift = (contour: number, node: number): [number, number] => {
    let sx = 0;
    let sy = 0;
    for (const e of ends) {
      if (e.s.contour !== contour) continue;
      const d = arcDistance(arc[contour]!, node, e.s.node);
      if (d >= e.reach) continue;
      const f = 0.5 + 0.5 * Math.cos((Math.PI * d) / e.reach);
      sx += e.s.ux * e.len * f;
      sy += e.s.uy * e.len * f;
    }
    return [sx, sy];
  };
  return { warp, shift };
}

/** Per contour, the arc length from its first node to each node (chords of the segments), the whole length last. */
function arcLengths(info: OutlineAnalysis): Float64Array[] {
  return info.contours.map((segs) => {
    const at = new Float64Array(segs.length + 1);
    segs.forEach((s, i) => (at[i + 1] = at[i]! + Math.hypot(s[6] - s[0], s[7] - s[1])));
    return at;
  });
}

/** Distance along the contour between two of its nodes (the shorter way round), in em. */
function arcDistance(at: Float64Array, a: number, b: number): number {
  const total = at[at.length - 1]!;
  const fwd = b >= a ? at[b]! - at[a]! : total - (at[a]! - at[b]!);
  return a === b ? 0 : Math.min(fwd, total - fwd);
}
