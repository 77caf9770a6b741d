/** Glyph outlines drawn small and normalised to their ink box, to compare shapes (intersection over union). */
import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { Contour } from './svg-path.ts';

export const RASTER = 48;

/** Path commands in any units, y down: 'M', 'L', 'Q', 'C', 'Z' with absolute points. */
export type Cmd = [string, ...number[]];

export function contoursToCmds(contours: readonly Contour[]): Cmd[] {
  return contours.flatMap((c): Cmd[] => [['M', ...c.start], ...c.segs.map(([a, b, p]): Cmd => ['C', ...a, ...b, ...p]), ['Z']]);
}

function pathOf(cmds: readonly Cmd[], s: number, ox: number, oy: number): Path2D {
  const path = new Path2D();
  for (const [op, ...n] of cmds) {
    const p = n.map((v, i) => (i % 2 === 0 ? v * s + ox : v * s + oy));
    if (op === 'M') path.moveTo(p[0]!, p[1]!);
    else if (op === 'L') path.lineTo(p[0]!, p[1]!);
    else if (op === 'Q') path.quadraticCurveTo(p[0]!, p[1]!, p[2]!, p[3]!);
    else if (op === 'C') path.bezierCurveTo(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!, p[5]!);
    else path.closePath();
  }
  return path;
}

function draw(cmds: readonly Cmd[], size: number, s: number, ox: number, oy: number): Uint8ClampedArray {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fill(pathOf(cmds, s, ox, oy));
  return ctx.getImageData(0, 0, size, size).data;
}

/** The shape fitted to its ink box (aspect kept, centred) in RASTER x RASTER, as a 0/1 mask. */
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
  // Control points can lie outside the ink: find the ink's own box on a finer drawing first.
  const F = RASTER * 4;
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const s0 = (F - 2) / Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 1e-9);
  const fine = draw(cmds, F, s0, 1 - minX * s0, 1 - minY * s0);
  let x0 = F;
  let y0 = F;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < F; y++)
    for (let x = 0; x < F; x++)
      if (fine[(y * F + x) * 4 + 3]! >= 128) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
  if (x1 < 0) return mask;
  const ink = { minX: (x0 - 1) / s0 + minX, minY: (y0 - 1) / s0 + minY, maxX: (x1 - 1) / s0 + minX, maxY: (y1 - 1) / s0 + minY };
  const s = (RASTER - 2) / Math.max(ink.maxX - ink.minX, ink.maxY - ink.minY, 1e-9);
  const ox = (RASTER - (ink.maxX - ink.minX) * s) / 2 - ink.minX * s;
  const oy = (RASTER - (ink.maxY - ink.minY) * s) / 2 - ink.minY * s;
  const px = draw(cmds, RASTER, s, ox, oy);
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

