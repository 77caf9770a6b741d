/**
 * PNG painter: draws a display list with @napi-rs/canvas at 300 dpi (100 mm = 1181 px).
 * Glyph outlines become Path2D objects once and are reused across calls.
 */
import { Path2D, createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DPI, mmToWholePx } from '../../../../src-shared/units.ts';
import type { DisplayList, GlyphShape } from './display-list.ts';

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
  const k = pxPerMm;
  let lastColor = '';
  for (const it of list.items) {
    const m = it.matrix;
    ctx.setTransform(k * m[0], k * m[1], k * m[2], k * m[3], k * m[4] + offsetXPx, k * m[5] + offsetYPx);
    if (it.color !== lastColor) {
      ctx.fillStyle = it.color;
      lastColor = it.color;
    }
    ctx.globalAlpha = it.opacity;
    ctx.fill(shapePath(it.shape), 'nonzero');
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
}

/** Paints the list to a PNG. */
export async function paintPng(list: DisplayList, opts: PaintPngOptions = {}): Promise<Buffer> {
  const dpi = opts.dpi ?? DPI;
  const widthPx = opts.widthPx ?? mmToWholePx(list.widthMm, dpi);
  const heightPx = opts.heightPx ?? mmToWholePx(list.heightMm, dpi);
  const canvas = createCanvas(widthPx, heightPx);
  const ctx = canvas.getContext('2d');
  const bg = opts.backgroundColor;
  if (bg && bg !== 'transparent') {
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, widthPx, heightPx);
  }
  drawDisplayList(ctx, list, dpi / 25.4);
  return canvas.encode('png');
}
