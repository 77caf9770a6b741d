// A Smart QR code drawn by our own engine over a card's page (docs/html-rendering.md, "Campaign
// cards"): the very SVG the browser would draw (engine/qr/qr-svg.ts), read back into its square, its
// background and its filled paths, then filled on a canvas for the preview and written as PDF paths
// (arcs as cubics, svg-path-pdf.ts) for the print.
import { Path2D } from '@napi-rs/canvas';
import { acquireCanvas, releaseCanvas } from '#core/engine/handwriting/canvas-pool.ts';
import type { InkPatch } from '#core/engine/handwriting/png/compose-png.ts';
import { readInkPixels } from '#core/engine/handwriting/png/ink-pixels.ts';
import { pdfNumber } from '#core/engine/handwriting/index.ts';
import { svgPathToPdf } from './svg-path-pdf.ts';
import { rgb255 } from '#shared/colour.ts';

export interface QrDrawing {
  /** Side of the square, mm. */
  sizeMm: number;
  /** viewBox side (modules and quiet zone). */
  units: number;
  background?: string;
  paths: { fill: string; d: string }[];
}

const HEAD = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="inkpost-sqr" width="([\d.]+)mm" height="\1mm" viewBox="0 0 (\d+) \2" [^>]*>/;
const RECT = /^<rect width="(\d+)" height="\1" fill="(#[0-9a-fA-F]{3,8})"\/>/;
const PATH = /^<path fill="(#[0-9a-fA-F]{3,8})" d="([^"]*)"\/>/;

/** The code's parts, or undefined when the SVG is not exactly what renderQrSvg writes. */
export function readQrSvg(svg: string): QrDrawing | undefined {
  const head = HEAD.exec(svg);
  if (!head) return undefined;
  let rest = svg.slice(head[0].length);
  const drawing: QrDrawing = { sizeMm: Number(head[1]), units: Number(head[2]), paths: [] };
  const rect = RECT.exec(rest);
  if (rect) {
    drawing.background = rect[2]!;
    rest = rest.slice(rect[0].length);
  }
  for (let p = PATH.exec(rest); p; p = PATH.exec(rest)) {
    drawing.paths.push({ fill: p[1]!, d: p[2]! });
    rest = rest.slice(p[0].length);
  }
  return rest === '</svg>' && drawing.paths.length > 0 ? drawing : undefined;
}

/** The code as RGBA pixels at `pxPerMm`, its square's corner at (xPx, yPx) of the page. */
export function qrPatch(qr: QrDrawing, pxPerMm: number, xPx: number, yPx: number): InkPatch {
  const side = qr.sizeMm * pxPerMm;
  const x = Math.floor(xPx);
  const y = Math.floor(yPx);
  const width = Math.ceil(side + xPx - x);
  const height = Math.ceil(side + yPx - y);
  // a pooled canvas, as the handwriting's patches use (canvas-pool.ts): no native surface made and
  // left for the garbage collector each card
  const canvas = acquireCanvas(Math.ceil(width / 64) * 64, Math.ceil(height / 64) * 64);
  try {
    const ctx = canvas.getContext('2d');
    const k = side / qr.units;
    ctx.setTransform(k, 0, 0, k, xPx - x, yPx - y);
    if (qr.background) {
      ctx.fillStyle = qr.background;
      ctx.fillRect(0, 0, qr.units, qr.units);
    }
    for (const p of qr.paths) {
      ctx.fillStyle = p.fill;
      ctx.fill(new Path2D(p.d));
    }
    return { x, y, width, height, data: readInkPixels(ctx, 0, 0, width, height) };
  } finally {
    releaseCanvas(canvas);
  }
}

const rgbOp = (hex: string): string => `${(rgb255(hex) ?? [0, 0, 0]).map((c) => pdfNumber(c / 255)).join(' ')} rg`;

/** A circle of radius 1 about the origin, filled in the colour of where it is drawn: a dots-style code's module. */
export const UNIT_DOT_FORM = { dict: '/Type /XObject /Subtype /Form /BBox [-1.01 -1.01 1.01 1.01]', content: `${svgPathToPdf('M-1 0A1 1 0 1 1 1 0A1 1 0 1 1 -1 0Z')}f\n` };

/**
 * The code as PDF content on a page `pageHeightPt` high, its square's corner at (xMm, yMm) from the
 * page's top-left corner. Whole circles (the dots style's modules, hundreds a code) are drawn as
 * the form `dot` (UNIT_DOT_FORM) placed and scaled, not as four cubics each.
 */
export function qrOperators(qr: QrDrawing, xMm: number, yMm: number, pageHeightPt: number, dot: string): string {
  const ptPerMm = 72 / 25.4;
  const k = (qr.sizeMm / qr.units) * ptPerMm;
  const placeDot = (cx: number, cy: number, r: number): string => `q ${pdfNumber(r)} 0 0 ${pdfNumber(r)} ${pdfNumber(cx)} ${pdfNumber(cy)} cm /${dot} Do Q\n`;
  let ops = `q\n${pdfNumber(k)} 0 0 ${pdfNumber(-k)} ${pdfNumber(xMm * ptPerMm)} ${pdfNumber(pageHeightPt - yMm * ptPerMm)} cm\n`;
  if (qr.background) ops += `${rgbOp(qr.background)}\n0 0 ${qr.units} ${qr.units} re\nf\n`;
  for (const p of qr.paths) ops += `${rgbOp(p.fill)}\n${svgPathToPdf(p.d, placeDot)}`;
  return `${ops}Q\n`;
}
