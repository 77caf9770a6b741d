/**
 * A pen's line along a glyph: the outline is offset node by node along its normal, so
 * the stroke's width changes along the stroke (pressure with direction, thinner on fast
 * straight stretches, a slow wander, blobs where the pen starts and stops), and pools of
 * darker ink sit at stroke ends and sharp turns. The result is still a closed vector
 * outline, so the PDF stays vector.
 */
import type { OutlineAnalysis, OutlineNode } from './outline-analysis.ts';
import type { PenSpec } from './pens.ts';
import { createRng } from './random.ts';

const DEG = Math.PI / 180;

/** Offset (em, positive outward) of every node of every contour. */
export function penOffsets(info: OutlineAnalysis, pen: PenSpec, seed: string): number[][] {
  const rng = createRng(seed);
  // a smooth field over the glyph, the same on both sides of a stroke
  const waves = [0, 1].map(() => ({ fx: rng.range(4, 9), fy: rng.range(4, 9), p: rng.range(0, 2 * Math.PI) }));
  const wander = (x: number, y: number): number => waves.reduce((s, w) => s + Math.sin(w.fx * x + w.p) * Math.cos(w.fy * y - w.p), 0) / 2;
  const blobs = info.spots.filter((s) => s.kind === 'end').map((s) => ({ s, k: pen.blob * rng.range(0.3, 1.2) }));
  const nib = pen.nibAngle * DEG;
  const fastCurvature = 1 / (6 * info.medianHalf);
  return info.nodes.map((ns, ci) =>
    ns.map((n) => {
      let f = pen.width * direction(n, pen, nib);
      f *= 1 - pen.speed * Math.max(0, 1 - Math.abs(n.curvature) / fastCurvature);
      f *= 1 + pen.wander * wander(n.x, n.y);
      let d = n.half * (f - 1);
      for (const b of blobs) {
        if (b.s.contour !== ci) continue;
        const dist = Math.hypot(n.x - b.s.x, n.y - b.s.y);
        if (dist < 2.2 * b.s.half) d += b.k * b.s.half * (1 - dist / (2.2 * b.s.half));
      }
      // never thinner than 70% of the font's stroke (hairlines would break up), never fatter than 160%
      return Math.max(-0.3 * n.half, Math.min(0.6 * n.half, d));
    }),
  );
}

/** Width factor from the stroke's direction: downstroke pressure, or an edged nib's angle. */
function direction(n: OutlineNode, pen: PenSpec, nib: number): number {
  const vertical = n.ty * n.ty;
  let f = 1 + pen.pressure * (vertical - 0.5);
  if (pen.nibContrast > 0) {
    // angle of the stroke, y up; across the nib (90 degrees off it) is the widest
    const theta = Math.atan2(-n.ty, n.tx);
    const across = Math.abs(Math.sin(theta - nib));
    f *= 1 + pen.nibContrast * 2 * (across - 0.55);
  }
  return f;
}

/** Pools of darker ink: [x, y, radius, opacity] for each spot of the analysis, in em. Stroke ends pool more than turns. */
export function penPools(info: OutlineAnalysis, pen: PenSpec, seed: string): number[] {
  const rng = createRng(`${seed}:pools`);
  const out: number[] = [];
  for (const s of info.spots) {
    const strength = pen.pool * (s.kind === 'end' ? rng.range(0.45, 1) : rng.range(0.25, 0.6));
    out.push(s.x, s.y, s.half * (s.kind === 'end' ? rng.range(1.5, 2.2) : rng.range(1.1, 1.6)), strength);
  }
  return out;
}
