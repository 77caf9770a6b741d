/** Glyph outlines drawn small and normalised to their ink box, to compare shapes (intersection over union). */
import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { Contour } from './svg-path.ts';
import { bounds } from './svg-path.ts';

export const RASTER = 48;

/** Path commands in any units, y down: 'M', 'L', 'Q', 'C', 'Z' with absolute points. */
export type Cmd = [string, ...number[]];

export function contoursToCmds(contours: readonly Contour[]): Cmd[] {
  return contours.flatMap((c): Cmd[] => [['M', ...c.start], ...c.segs.map(([a, b, p]): Cmd => ['C', ...a, ...b, ...p]), ['Z']]);
}

/** The shape fitted (aspect kept, centred) into RASTER x RASTER, as a 0/1 mask. */
export function rasterise(cmds: readonly Cmd[]): Uint8Array {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, ...n] of cmds)
    for (let i = 0; i + 1 < n.length; i += 2) {
      xs.push(n[i]!);
      ys.push(n[i + 1]!);
    }
  const mask = new Uint8Array(RASTER * RASTER);
  if (xs.length === 0) return mask;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const s = (RASTER - 4) / Math.max(maxX - minX, maxY - minY, 1e-9);
  const ox = (RASTER - (maxX - minX) * s) / 2 - minX * s;
  const oy = (RASTER - (maxY - minY) * s) / 2 - minY * s;
  const path = new Path2D();
  for (const [op, ...n] of cmds) {
    const p = n.map((v, i) => (i % 2 === 0 ? v * s + ox : v * s + oy));
    if (op === 'M') path.moveTo(p[0]!, p[1]!);
    else if (op === 'L') path.lineTo(p[0]!, p[1]!);
    else if (op === 'Q') path.quadraticCurveTo(p[0]!, p[1]!, p[2]!, p[3]!);
    else if (op === 'C') path.bezierCurveTo(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!, p[5]!);
    else path.closePath();
  }
  const canvas = createCanvas(RASTER, RASTER);
  const ctx = canvas.getContext('2d');
  ctx.fill(path);
  const px = ctx.getImageData(0, 0, RASTER, RASTER).data;
  for (let i = 0; i < mask.length; i++) mask[i] = px[i * 4 + 3]! >= 128 ? 1 : 0;
  return mask;
}

export function iou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) inter++;
    if (a[i] || b[i]) union++;
  }
  return union === 0 ? 0 : inter / union;
}

export { bounds };
