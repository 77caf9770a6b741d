/**
 * Outline variation for fonts without alternates: a smooth, low-amplitude warp of the
 * glyph's points, so a repeated letter gets a slightly different shape each time
 * while staying the same letter.
 */
import type { GlyphShape } from './display-list.ts';
import { createRng } from './random.ts';

/** Maximum displacement, in em. */
const AMPLITUDE = 0.014;

export function perturbShape(base: GlyphShape, seed: string, variant: number, strength = 1): GlyphShape {
  const rng = createRng(`${seed}:${variant}`);
  const [x0, y0, x1, y1] = base.bbox;
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
  const warp = (x: number, y: number): [number, number] => {
    const nx = (x - x0) / w;
    const ny = (y - y0) / h;
    const dx = amp * Math.sin(fy1 * ny + px1) * Math.cos(fx2 * nx + px2);
    const dy = amp * Math.sin(fx1 * nx + py1) * Math.cos(fy2 * ny + py2);
    return [cx + (x - cx) * widen + dx - lean * y, y + dy];
  };
  const src = base.ops;
  const ops = new Float64Array(src.length);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let i = 0;
  while (i < src.length) {
    const op = src[i]!;
    ops[i] = op;
    const n = op === 0 || op === 1 ? 1 : op === 2 ? 2 : op === 3 ? 3 : 0;
    for (let p = 0; p < n; p++) {
      const [x, y] = warp(src[i + 1 + 2 * p]!, src[i + 2 + 2 * p]!);
      ops[i + 1 + 2 * p] = x;
      ops[i + 2 + 2 * p] = y;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    i += 1 + 2 * n;
  }
  const bbox: GlyphShape['bbox'] = Number.isFinite(minX) ? [minX, minY, maxX, maxY] : [0, 0, 0, 0];
  return { key: base.key.replace(/:0$/, `:${variant}`), ops, bbox };
}
