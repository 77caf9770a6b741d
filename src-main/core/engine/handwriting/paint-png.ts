/**
 * PNG painter: draws a display list with @napi-rs/canvas at 300 dpi (100 mm = 1181 px).
 * Glyph outlines become Path2D objects once and are reused across calls, and so are the
 * canvases (canvas-pool.ts). With a pen, the pools are soft radial spots of a darker shade
 * laid on the ink only, and the pen's grain is taken out of the ink afterwards (grain.ts).
 * The PNG is the ink's patch laid over the background and encoded by png/compose-png.ts.
 */
import { Path2D, createCanvas } from '@napi-rs/canvas';
import type { CanvasGradient, SKRSContext2D } from '@napi-rs/canvas';
import { DPI, mmToWholePx } from '#shared/units.ts';
import type { DisplayList, GlyphShape, Rect } from './display-list.ts';
import { inkBounds, itemBounds } from './display-list.ts';
import { acquireCanvas, releaseCanvas } from './canvas-pool.ts';
import { applyGrain } from './grain.ts';
import { poolShade } from './ink.ts';
import { composePng, type InkPatch, uniformBackdrop } from './png/compose-png.ts';
import { readInkPixels, releaseInkPatches } from './png/ink-pixels.ts';
import { cachedFor } from '#core/base/cached-for.ts';

export interface PaintPngOptions {
  /** Default: the list's width in mm at 300 dpi. */
  widthPx?: number;
  heightPx?: number;
  /** Any CSS colour; default transparent. */
  backgroundColor?: string;
  /** Pixels per inch; default 300. Used when widthPx/heightPx are not given, and for scaling mm. */
  dpi?: number;
}

const pathCache = new WeakMap<GlyphShape, Path2D>();

export function shapePath(shape: GlyphShape): Path2D {
  let p = pathCache.get(shape);
  if (p) return p;
  p = new Path2D();
  const o = shape.ops;
  let i = 0;
  while (i < o.length) {
    switch (o[i]) {
      case 0:
        p.moveTo(o[i + 1]!, o[i + 2]!);
        i += 3;
        break;
      case 1:
        p.lineTo(o[i + 1]!, o[i + 2]!);
        i += 3;
        break;
      case 2:
        p.quadraticCurveTo(o[i + 1]!, o[i + 2]!, o[i + 3]!, o[i + 4]!);
        i += 5;
        break;
      case 3:
        p.bezierCurveTo(o[i + 1]!, o[i + 2]!, o[i + 3]!, o[i + 4]!, o[i + 5]!, o[i + 6]!);
        i += 7;
        break;
      default:
        p.closePath();
        i += 1;
    }
  }
  pathCache.set(shape, p);
  return p;
}

/** Draws the list onto a canvas context whose user space is pixels; (0,0) of the list lands at (offsetXPx, offsetYPx). */
export function drawDisplayList(ctx: SKRSContext2D, list: DisplayList, pxPerMm: number, offsetXPx = 0, offsetYPx = 0): void {
  if (!list.pen) {
    drawInkOnly(ctx, list, pxPerMm, offsetXPx, offsetYPx); // no grain: nothing is taken away
    return;
  }
  // the grain takes ink away, so it is applied on a layer of its own, then laid on the canvas
  const r = inkRectPx(list, pxPerMm, offsetXPx, offsetYPx);
  if (!r) return;
  const layer = createCanvas(r.w, r.h);
  drawInkOnly(layer.getContext('2d'), list, pxPerMm, offsetXPx - r.x, offsetYPx - r.y, { x: r.x, y: r.y });
  ctx.drawImage(layer, r.x, r.y);
}

/**
 * Draws the list's ink, pools and grain straight onto a canvas that holds nothing but ink
 * (transparent elsewhere): the grain takes ink away from whatever ink is under it, so the
 * paper and anything printed must go behind it afterwards ('destination-over'). Saves the
 * layer drawDisplayList composites, a tenth of a postcard preview's time.
 */
export function drawInkOnly(ctx: SKRSContext2D, list: DisplayList, pxPerMm: number, offsetXPx = 0, offsetYPx = 0, origin = { x: 0, y: 0 }): void {
  drawItems(ctx, list, pxPerMm, offsetXPx, offsetYPx);
  grainEachLine(ctx, list, pxPerMm, offsetXPx, offsetYPx, origin);
}

/**
 * Fills every glyph, then lays the pools of darker ink on the ink already there
 * ('source-atop': no clipping path per glyph, which would cost far more to rasterise).
 * Every call into the canvas costs a few microseconds, so each pool gets one transform
 * (the glyph's and the pool's, multiplied here) and the gradient is set once per colour.
 */
function drawItems(ctx: SKRSContext2D, list: DisplayList, k: number, offsetXPx: number, offsetYPx: number): void {
  let lastColor = '';
  for (const it of list.items) {
    const m = it.matrix;
    ctx.setTransform(k * m[0], k * m[1], k * m[2], k * m[3], k * m[4] + offsetXPx, k * m[5] + offsetYPx);
    if (it.color !== lastColor) {
      ctx.fillStyle = it.color;
      lastColor = it.color;
    }
    ctx.globalAlpha = it.opacity;
    ctx.fill(shapePath(it.shape));
  }
  ctx.globalCompositeOperation = 'source-atop';
  lastColor = '';
  for (const it of list.items) {
    const pools = it.shape.pools;
    if (!pools) continue;
    if (it.color !== lastColor) {
      ctx.fillStyle = poolGradient(ctx, it.color);
      lastColor = it.color;
    }
    const m = it.matrix;
    const [a, b, c, d] = [k * m[0], k * m[1], k * m[2], k * m[3]];
    const e = k * m[4] + offsetXPx;
    const f = k * m[5] + offsetYPx;
    for (let i = 0; i < pools.length; i += 4) {
      const r = pools[i + 2]!;
      if (r <= 0) continue;
      const x = pools[i]!;
      const y = pools[i + 1]!;
      ctx.setTransform(a * r, b * r, c * r, d * r, a * x + c * y + e, b * x + d * y + f);
      ctx.globalAlpha = pools[i + 3]!;
      ctx.fillRect(-1, -1, 2, 2);
    }
  }
  ctx.globalCompositeOperation = 'source-over';
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
}

const gradients = new WeakMap<SKRSContext2D, Map<string, CanvasGradient>>();

/** A unit radial gradient of the ink's darker shade, opaque in the middle and fading out. */
function makePoolGradient(ctx: SKRSContext2D, color: string): CanvasGradient {
  const shade = poolShade(color);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  g.addColorStop(0, shade);
  g.addColorStop(0.55, `${shade}99`);
  g.addColorStop(1, `${shade}00`);
  return g;
}

/** makePoolGradient, made once per canvas context and colour. */
function poolGradient(ctx: SKRSContext2D, color: string): CanvasGradient {
  return cachedFor(gradients, ctx, color, makePoolGradient);
}

/**
 * The pen's grain over the ink: one rectangle per run of neighbouring glyphs of a line
 * (a word, roughly), so the gaps between lines and words are not composited for nothing.
 */
function grainEachLine(ctx: SKRSContext2D, list: DisplayList, k: number, offsetXPx: number, offsetYPx: number, origin = { x: 0, y: 0 }): void {
  if (!list.pen) return;
  const rects: PxRect[] = [];
  let run: Rect | null = null;
  let runLine = -1;
  let right = -Infinity;
  for (const it of list.items) {
    const b = itemBounds(it);
    if (!b) continue;
    if (run && (it.line !== runLine || b.minX > right + 0.3)) {
      rects.push(pxRect(run, k, offsetXPx, offsetYPx));
      run = null;
    }
    if (run) run = { minX: Math.min(run.minX, b.minX), minY: Math.min(run.minY, b.minY), maxX: Math.max(run.maxX, b.maxX), maxY: Math.max(run.maxY, b.maxY) };
    else {
      run = b;
      runLine = it.line;
    }
    right = b.maxX;
  }
  if (run) rects.push(pxRect(run, k, offsetXPx, offsetYPx));
  applyGrain(ctx, list.pen, list.grainSeed, rects, origin);
}

interface PxRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Whole-pixel rectangle around ink bounds in mm (a little margin for antialiasing). */
function pxRect(b: Rect, k: number, offsetXPx: number, offsetYPx: number): PxRect {
  const x = Math.floor(b.minX * k + offsetXPx) - 2;
  const y = Math.floor(b.minY * k + offsetYPx) - 2;
  return { x, y, w: Math.ceil(b.maxX * k + offsetXPx) + 2 - x, h: Math.ceil(b.maxY * k + offsetYPx) + 2 - y };
}

/** Pixel rectangle around the list's ink (a little margin for antialiasing), or null when empty. */
function inkRectPx(list: DisplayList, k: number, offsetXPx: number, offsetYPx: number): PxRect | null {
  const b = inkBounds(list.items);
  return b ? pxRect(b, k, offsetXPx, offsetYPx) : null;
}

/**
 * The list's ink with its box's top-left corner at (offsetXPx, offsetYPx) on an image of
 * `width` x `height` pixels, as a patch of pixels clipped to the image (undefined when no
 * ink falls on it): drawn on a pooled canvas only as large as the ink (its size rounded
 * up, so that the patches of a template share a few sizes) and read back.
 */
export function drawInkPatch(list: DisplayList, pxPerMm: number, offsetXPx: number, offsetYPx: number, width: number, height: number): InkPatch | undefined {
  const r = inkRectPx(list, pxPerMm, offsetXPx, offsetYPx);
  if (!r) return undefined;
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  const w = Math.min(width, r.x + r.w) - x;
  const h = Math.min(height, r.y + r.h) - y;
  if (w <= 0 || h <= 0) return undefined;
  const canvas = acquireCanvas(Math.ceil(w / PATCH_STEP) * PATCH_STEP, Math.ceil(h / PATCH_STEP) * PATCH_STEP);
  try {
    const ctx = canvas.getContext('2d');
    drawInkOnly(ctx, list, pxPerMm, offsetXPx - x, offsetYPx - y, { x, y });
    return { x, y, width: w, height: h, data: readInkPixels(ctx, 0, 0, w, h) };
  } finally {
    releaseCanvas(canvas);
  }
}

const PATCH_STEP = 64;

/**
 * Paints the list to a PNG: the ink drawn as a patch and laid over the background colour
 * (transparent by default) by png/compose-png.ts, which encodes only the rows with ink.
 */
export function paintPng(list: DisplayList, opts: PaintPngOptions = {}): Buffer {
  const dpi = opts.dpi ?? DPI;
  const widthPx = opts.widthPx ?? mmToWholePx(list.widthMm, dpi);
  const heightPx = opts.heightPx ?? mmToWholePx(list.heightMm, dpi);
  const backdrop = uniformBackdrop(widthPx, heightPx, cssColorRgba(opts.backgroundColor ?? 'transparent'));
  const patch = drawInkPatch(list, dpi / 25.4, 0, 0, widthPx, heightPx);
  const patches = patch ? [patch] : [];
  const png = composePng(backdrop, patches);
  releaseInkPatches(patches);
  return png;
}

const colors = new Map<string, [number, number, number, number]>();

/** A CSS colour as RGBA (straight alpha), as the canvas reads it; transparent if it cannot. */
function cssColorRgba(color: string): [number, number, number, number] {
  let rgba = colors.get(color);
  if (!rgba) {
    const ctx = createCanvas(1, 1).getContext('2d');
    ctx.fillStyle = 'transparent';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    rgba = a === 0 ? [0, 0, 0, 0] : [r, g, b, a];
    if (colors.size >= 64) colors.delete(colors.keys().next().value!);
    colors.set(color, rgba);
  }
  return rgba;
}
