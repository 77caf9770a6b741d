/**
 * The pen's grain at 300 dpi (PNG only; the PDF stays flat vector ink): a tileable noise
 * whose alpha is taken out of the ink ('destination-out'), so ink gets lighter in
 * specks and streaks while the paper is untouched. The tile is fixed per pen; where it
 * starts is drawn from the layout's seed, so the same note always gets the same grain.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Pen } from '#shared/handwriting.ts';
import { penSpec } from './pens.ts';
import { createRng } from './random.ts';

const TILE = 256;
const tiles = new Map<Pen, Canvas>();

/**
 * Removes the pen's grain from the ink inside the rectangles (whole pixels, current canvas).
 * `origin`: where the canvas's (0, 0) lies on the image it is part of (an ink patch laid
 * on a sheet), so the grain falls on the same pixels of the image as if drawn on it whole.
 */
export function applyGrain(ctx: SKRSContext2D, pen: Pen, seed: number, rects: readonly { x: number; y: number; w: number; h: number }[], origin = { x: 0, y: 0 }): void {
  if (penSpec(pen).grain <= 0) return;
  const tile = grainTile(pen);
  // the tiles' origin is fixed on the canvas (from the seed), whatever the rectangle; each
  // rectangle gets the parts of the tiles it covers (drawn one by one: a pattern fill leaves
  // the canvas much slower to encode to PNG, and a clip per rectangle costs more to draw)
  const ox = ((((seed % TILE) + origin.x) % TILE) + TILE) % TILE;
  const oy = ((((Math.floor(seed / TILE) % TILE) + origin.y) % TILE) + TILE) % TILE;
  const previous = ctx.globalCompositeOperation;
  ctx.globalCompositeOperation = 'destination-out';
  for (const { x, y, w, h } of rects) {
    if (w <= 0 || h <= 0) continue;
    const x0 = x - ((((x + ox) % TILE) + TILE) % TILE);
    const y0 = y - ((((y + oy) % TILE) + TILE) % TILE);
    for (let ty = y0; ty < y + h; ty += TILE) {
      const sy = Math.max(y, ty);
      const sh = Math.min(y + h, ty + TILE) - sy;
      for (let tx = x0; tx < x + w; tx += TILE) {
        const sx = Math.max(x, tx);
        const sw = Math.min(x + w, tx + TILE) - sx;
        ctx.drawImage(tile, sx - tx, sy - ty, sw, sh, sx, sy, sw, sh);
      }
    }
  }
  ctx.globalCompositeOperation = previous;
}

export function grainTile(pen: Pen): Canvas {
  let tile = tiles.get(pen);
  if (tile) return tile;
  const spec = penSpec(pen);
  const rng = createRng(`grain:${pen}`);
  // value noise on a lattice that wraps around the tile (so the pattern repeats seamlessly)
  const cellsX = Math.max(2, Math.round(TILE / (spec.grainSize * spec.grainStretch)));
  const cellsY = Math.max(2, Math.round(TILE / spec.grainSize));
  const lattice = Float32Array.from({ length: cellsX * cellsY }, () => rng.next());
  const at = (i: number, j: number): number => lattice[((j + cellsY) % cellsY) * cellsX + ((i + cellsX) % cellsX)]!;
  tile = createCanvas(TILE, TILE);
  const ctx = tile.getContext('2d');
  const img = ctx.createImageData(TILE, TILE);
  for (let py = 0; py < TILE; py++) {
    const gy = (py / TILE) * cellsY;
    const j = Math.floor(gy);
    const fy = smooth(gy - j);
    for (let px = 0; px < TILE; px++) {
      const gx = (px / TILE) * cellsX;
      const i = Math.floor(gx);
      const fx = smooth(gx - i);
      const v = lerp(lerp(at(i, j), at(i + 1, j), fx), lerp(at(i, j + 1), at(i + 1, j + 1), fx), fy);
      // mostly faint, with the occasional lighter fleck (a skip of the ball, a thin spot of ink)
      const fleck = Math.max(0, (v - 0.55) / 0.45) ** 2;
      const alpha = spec.grain * (0.25 * v + 0.75 * fleck) * (0.85 + 0.3 * rng.next());
      const o = (py * TILE + px) * 4;
      img.data[o + 3] = Math.round(Math.min(1, alpha) * 255);
    }
  }
  ctx.putImageData(img, 0, 0);
  tiles.set(pen, tile);
  return tile;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
