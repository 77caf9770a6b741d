// A handwritten block's ink on a canvas as the browser draws the block's SVG
// (handwriting/paint-outline-svg.ts): each glyph filled in its colour and opacity, then its pools of
// darker ink, two concentric discs each, multiplied onto the glyph. The default template's painter
// (paint-png.ts) draws pools as soft gradients and adds the pen's grain: another look, so an HTML
// card's ink is drawn here to match what its preview showed before (issue 44).
//
// The browser clips each glyph's pools to the glyph and multiplies them onto what lies under it,
// which inside a glyph is the glyph's own ink, colour c: c x (1 - a + a c). Clipping to every pooled
// glyph made this painter 4 times slower; so the pools are laid 'source-atop' (only on ink already
// drawn, which is this glyph and the ones before it) in the colour c x c, which gives exactly that
// colour on the glyph's ink. Where a pool meets an earlier glyph, or a glyph's edge, the two differ
// by a few levels (docs/html-rendering.md, "Is it the same card").
import type { DisplayItem, DisplayList } from '#core/engine/handwriting/display-list.ts';
import { itemBounds } from '#core/engine/handwriting/display-list.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { shapePath } from '#core/engine/handwriting/paint-png.ts';
import { acquireCanvas, releaseCanvas } from '#core/engine/handwriting/canvas-pool.ts';
import { rgb255 } from '#shared/colour.ts';
import type { InkPatch } from '#core/engine/handwriting/png/compose-png.ts';
import { readInkPixels } from '#core/engine/handwriting/png/ink-pixels.ts';

/** paintOutlineSvg's rounding of the numbers it writes (3 decimals). */
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Rows of a block's ink, in pixels of the image: each line's (lines whose ink overlaps merged). */
interface Band {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function lineBands(list: DisplayList, k: number, xPx: number, yPx: number): Band[] {
  const byLine = new Map<number, Band>();
  for (const it of list.items) {
    const b = itemBounds(it);
    if (!b) continue;
    const r = { x0: Math.floor(b.minX * k + xPx) - 2, y0: Math.floor(b.minY * k + yPx) - 2, x1: Math.ceil(b.maxX * k + xPx) + 2, y1: Math.ceil(b.maxY * k + yPx) + 2 };
    const band = byLine.get(it.line);
    if (band) byLine.set(it.line, { x0: Math.min(band.x0, r.x0), y0: Math.min(band.y0, r.y0), x1: Math.max(band.x1, r.x1), y1: Math.max(band.y1, r.y1) });
    else byLine.set(it.line, r);
  }
  const bands = [...byLine.values()].sort((a, b) => a.y0 - b.y0);
  const merged: Band[] = [];
  for (const b of bands) {
    const last = merged.at(-1);
    if (last && b.y0 < last.y1) merged[merged.length - 1] = { x0: Math.min(last.x0, b.x0), y0: last.y0, x1: Math.max(last.x1, b.x1), y1: Math.max(last.y1, b.y1) };
    else merged.push(b);
  }
  return merged;
}

/** Where an item can change pixels, in px of the image: its glyph's box and its pools' discs (a pool colours any ink already drawn under it, another line's too). */
function reachPx(it: DisplayItem, k: number, xPx: number, yPx: number): Band | null {
  const b = itemBounds(it);
  if (!b) return null;
  let { minX, minY, maxX, maxY } = b;
  const pools = it.shape.pools;
  if (pools) {
    const m = it.matrix;
    const scale = Math.max(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3]));
    for (let i = 0; i < pools.length; i += 4) {
      const cx = m[0] * pools[i]! + m[2] * pools[i + 1]! + m[4];
      const cy = m[1] * pools[i]! + m[3] * pools[i + 1]! + m[5];
      const r = pools[i + 2]! * 0.8 * scale;
      minX = Math.min(minX, cx - r);
      minY = Math.min(minY, cy - r);
      maxX = Math.max(maxX, cx + r);
      maxY = Math.max(maxY, cy + r);
    }
  }
  return { x0: Math.floor(minX * k + xPx) - 2, y0: Math.floor(minY * k + yPx) - 2, x1: Math.ceil(maxX * k + xPx) + 2, y1: Math.ceil(maxY * k + yPx) + 2 };
}

const meets = (a: Band, b: Band): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The list's ink with its box's top-left corner at (xPx, yPx) of an image `width` x `height`, as
 * patches clipped to the image, one a band of lines (reading pixels back costs 9 ns each: the
 * gaps between lines are not read). Each band is drawn on a canvas a line high, with every item
 * that can reach it, in the list's order: the pixels of the block drawn whole (up to float rounding
 * of the shifted coordinates), on a canvas of a fraction of the block's size (an A6 message's was
 * 4-5 MB of pixels, a size of its own that the canvas pool kept or that waited for the collector).
 */
export function svgInkPatches(list: DisplayList, pxPerMm: number, xPx: number, yPx: number, width: number, height: number): InkPatch[] {
  const reaches = list.items.map((it) => reachPx(it, pxPerMm, xPx, yPx));
  const bands = lineBands(list, pxPerMm, xPx, yPx);
  // every band's canvas is as wide as the block's ink: a block's bands then need a size or two,
  // which the pool keeps (one a line's width made a dozen, and filled the pool)
  const left = Math.max(0, Math.min(...bands.map((band) => band.x0)));
  const right = Math.min(width, Math.max(...bands.map((band) => band.x1)));
  const patches: InkPatch[] = [];
  for (const band of bands) {
    const x0 = Math.max(0, band.x0);
    const y0 = Math.max(0, band.y0);
    const w = Math.min(width, band.x1) - x0;
    const h = Math.min(height, band.y1) - y0;
    if (w <= 0 || h <= 0) continue;
    const rect = { x0, y0, x1: x0 + w, y1: y0 + h };
    const items = list.items.filter((_, i) => reaches[i] !== null && meets(reaches[i]!, rect));
    const canvas = acquireCanvas(Math.ceil((right - left) / 64) * 64, Math.ceil(h / 64) * 64);
    try {
      const ctx = canvas.getContext('2d');
      drawItems(ctx, items, pxPerMm, xPx - left, yPx - y0);
      patches.push({ x: x0, y: y0, width: w, height: h, data: readInkPixels(ctx, x0 - left, 0, w, h) });
    } finally {
      releaseCanvas(canvas);
    }
  }
  return patches;
}

/** Fills each item's glyph in its colour and opacity, then lays its pools on the ink: the browser's drawing of the block's SVG. */
export function drawItems(ctx: SKRSContext2D, items: readonly DisplayItem[], k: number, ox: number, oy: number): void {
  for (const it of items) {
    const m = it.matrix.map(r3);
    ctx.setTransform(k * m[0]!, k * m[1]!, k * m[2]!, k * m[3]!, k * m[4]! + ox, k * m[5]! + oy);
    ctx.fillStyle = it.color;
    ctx.globalAlpha = it.opacity < 1 ? r3(it.opacity) : 1;
    ctx.fill(shapePath(it.shape));
    const pools = it.shape.pools;
    if (!pools || pools.length === 0) continue;
    ctx.globalCompositeOperation = 'source-atop';
    ctx.fillStyle = squared(it.color);
    for (let i = 0; i < pools.length; i += 4) {
      ctx.globalAlpha = r3(Math.min(1, pools[i + 3]! / 2));
      for (const f of [1, 0.55]) {
        ctx.beginPath();
        ctx.arc(r3(pools[i]!), r3(pools[i + 1]!), r3(pools[i + 2]! * f * 0.8), 0, 2 * Math.PI);
        ctx.fill();
      }
    }
    ctx.globalCompositeOperation = 'source-over';
  }
}

const squares = new Map<string, string>();

/** An ink colour (#rrggbb) multiplied by itself: what a multiplied pool of it makes of it. */
function squared(hex: string): string {
  let out = squares.get(hex);
  if (!out) {
    out = `rgb(${(rgb255(hex) ?? [0, 0, 0]).map((v) => Math.round((v * v) / 255)).join(' ')})`;
    squares.set(hex, out);
  }
  return out;
}
