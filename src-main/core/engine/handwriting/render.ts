/**
 * Top-level handwriting render for `POST /api/generate/png`: request fields already
 * parsed into mm/pt and enums, a seed (e.g. the recipient or request id), PNG bytes out.
 */
import type { InkColor, Pen, StrokeFont, TextAlign, VerticalAlign } from '#shared/handwriting.ts';
import type { HandFamily } from './own-hands.ts';
import { DEFAULT_STROKE_FONT } from '#shared/handwriting.ts';
import type { DisplayList } from './display-list.ts';
import { layoutHandwriting } from './layout.ts';
import { paintPng } from './paint-png.ts';
import { paintSvg } from './paint-svg.ts';

export interface HandwritingPngRequest {
  content: string;
  /** Default 100. */
  widthMm?: number;
  /** Default 100. */
  heightMm?: number;
  /** Default 'Stafford'. */
  /** A built-in family or an own hand's engine key. */
  fontFamily?: HandFamily;
  /** Font size in pt; the maximum size when autoResize is true. Default 14pt. */
  fontSizePt?: number;
  /** Default 'blue'. */
  color?: InkColor;
  /** Pen preset (Inkpost extension); default by colour: blue gel, black ballpoint, darkBlue fountain. */
  pen?: Pen;
  /** Default 1. */
  paddingMm?: number;
  /** Default 'left'. */
  textAlign?: TextAlign;
  /** Default 'top'. */
  verticalAlign?: VerticalAlign;
  /** Any CSS colour; default transparent. */
  backgroundColor?: string;
  /** Default false. */
  autoResize?: boolean;
}

export function layoutHandwritingRequest(req: HandwritingPngRequest, seed: string): DisplayList {
  return layoutHandwriting({
    content: req.content,
    widthMm: req.widthMm ?? 100,
    heightMm: req.heightMm ?? 100,
    paddingMm: req.paddingMm ?? 1,
    fontFamily: req.fontFamily,
    fontSizePt: req.fontSizePt,
    color: req.color,
    pen: req.pen,
    textAlign: req.textAlign,
    verticalAlign: req.verticalAlign,
    autoResize: req.autoResize ?? false,
    seed,
  });
}

/** Renders handwriting to a 300 dpi PNG (100 mm = 1181 px). Same request and seed -> same bytes. */
export async function renderHandwritingPng(req: HandwritingPngRequest, seed: string): Promise<Buffer> {
  const list = layoutHandwritingRequest(req, seed);
  return paintPng(list, { backgroundColor: req.backgroundColor });
}

export interface HandwritingSvgRequest extends Omit<HandwritingPngRequest, 'fontFamily' | 'pen'> {
  /** Default 'EMS Readability Italic'. */
  strokeFont?: StrokeFont;
}

/** Renders handwriting as single-stroke SVG paths for a pen plotter. Same request and seed -> same text. */
export function renderHandwritingSvg(req: HandwritingSvgRequest, seed: string): string {
  const list = layoutHandwriting({
    content: req.content,
    widthMm: req.widthMm ?? 100,
    heightMm: req.heightMm ?? 100,
    paddingMm: req.paddingMm ?? 1,
    strokeFont: req.strokeFont ?? DEFAULT_STROKE_FONT,
    fontSizePt: req.fontSizePt,
    color: req.color,
    textAlign: req.textAlign,
    verticalAlign: req.verticalAlign,
    autoResize: req.autoResize ?? false,
    seed,
  });
  return paintSvg(list, { backgroundColor: req.backgroundColor });
}
