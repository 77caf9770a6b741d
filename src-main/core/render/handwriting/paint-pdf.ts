/**
 * PDF painter: draws a display list as vector paths on a pdf-lib page (no font
 * embedding). Each distinct glyph outline becomes one Form XObject per document (a
 * filled path, colourless, so it takes the ink colour and opacity of where it is drawn);
 * each glyph is then a `cm` transform + `Do`. Opacity goes through ExtGState entries
 * shared per page. A form's content (outline and ink pools) is the same in every
 * document, so it is written and compressed once per shape and its bytes reused: most
 * of a document's forms then cost a dictionary, not a compression.
 */
import { PDFName as Name, PDFNumber, clip, closePath, concatTransformationMatrix, drawObject, endPath, fill, lineTo, moveTo, appendBezierCurve, popGraphicsState, pushGraphicsState, setFillingRgbColor, setGraphicsState } from 'pdf-lib';
import type { PDFDocument, PDFName, PDFOperator, PDFPage, PDFRef } from 'pdf-lib';
import { mmToPt } from '#shared/units.ts';
import { appendPageContent, compressFormContent, formXObject } from './pdf-streams.ts';
import type { DisplayList, GlyphShape } from './display-list.ts';

export interface PdfPlacement {
  /** Distance of the box's left edge from the page's left edge, in mm. */
  xMm: number;
  /** Distance of the box's top edge from the page's top edge, in mm. */
  yMm: number;
}

/** A glyph's form content: compressed bytes, box, and the pool opacity levels it names (P<level>). */
interface FormContent {
  bytes: Uint8Array;
  bbox: [number, number, number, number];
  poolLevels: number[];
}

const opacityStates = new WeakMap<PDFPage, Map<number, PDFName>>();
const formContents = new WeakMap<GlyphShape, FormContent>();
const shapeForms = new WeakMap<PDFDocument, Map<GlyphShape, PDFRef>>();
const pageForms = new WeakMap<PDFPage, Map<GlyphShape, PDFName>>();

const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const r5 = (x: number): number => Math.round(x * 2e4) / 2e4;

/** Outline ops in em units, y down as stored (the cm matrix flips to the page's y up). */
function outlineOperators(shape: GlyphShape): PDFOperator[] {
  const out: PDFOperator[] = [];
  const o = shape.ops;
  let i = 0;
  let cx = 0;
  let cy = 0;
  while (i < o.length) {
    const op = o[i];
    if (op === 0 || op === 1) {
      cx = o[i + 1]!;
      cy = o[i + 2]!;
      out.push(op === 0 ? moveTo(r5(cx), r5(cy)) : lineTo(r5(cx), r5(cy)));
      i += 3;
    } else if (op === 2) {
      // quadratic -> cubic
      const qx = o[i + 1]!;
      const qy = o[i + 2]!;
      const x = o[i + 3]!;
      const y = o[i + 4]!;
      out.push(appendBezierCurve(r5(cx + (2 / 3) * (qx - cx)), r5(cy + (2 / 3) * (qy - cy)), r5(x + (2 / 3) * (qx - x)), r5(y + (2 / 3) * (qy - y)), r5(x), r5(y)));
      cx = x;
      cy = y;
      i += 5;
    } else if (op === 3) {
      cx = o[i + 5]!;
      cy = o[i + 6]!;
      out.push(appendBezierCurve(r5(o[i + 1]!), r5(o[i + 2]!), r5(o[i + 3]!), r5(o[i + 4]!), r5(cx), r5(cy)));
      i += 7;
    } else {
      out.push(closePath());
      i += 1;
    }
  }
  return out;
}

/** The shape's form content, written and compressed on its first use. */
function formContent(shape: GlyphShape): FormContent {
  let content = formContents.get(shape);
  if (content) return content;
  const [x0, y0, x1, y1] = shape.bbox;
  const m = 0.05;
  const outline = outlineOperators(shape);
  const pools = poolOperators(shape, outline);
  content = { bytes: compressFormContent([...outline, fill(), ...pools.ops]), bbox: [r5(x0 - m), r5(y0 - m), r5(x1 + m), r5(y1 + m)], poolLevels: pools.levels };
  formContents.set(shape, content);
  return content;
}

/** The glyph's Form XObject, made once per document and named once per page. */
function shapeForm(page: PDFPage, shape: GlyphShape): PDFName {
  let names = pageForms.get(page);
  if (!names) {
    names = new Map();
    pageForms.set(page, names);
  }
  let name = names.get(shape);
  if (name) return name;
  let refs = shapeForms.get(page.doc);
  if (!refs) {
    refs = new Map();
    shapeForms.set(page.doc, refs);
  }
  let ref = refs.get(shape);
  if (!ref) {
    const content = formContent(shape);
    const states: Record<string, PDFRef> = {};
    for (const level of content.poolLevels) states[`P${level}`] = poolState(page.doc, level / 20);
    const form = formXObject(page.doc.context, content.bytes, {
      BBox: content.bbox,
      ...(content.poolLevels.length > 0 ? { Resources: { ExtGState: states } } : {}),
    });
    ref = page.doc.context.register(form);
    refs.set(shape, ref);
  }
  name = page.node.newXObject('Gl', ref);
  names.set(shape, name);
  return name;
}

const KAPPA = 0.5523;

/**
 * Pools of darker ink inside the glyph's form: clipped to the outline, two concentric
 * discs per pool (a stepped soft spot) in the ink's own colour multiplied onto itself,
 * which darkens it the way pooled ink is darker.
 */
function poolOperators(shape: GlyphShape, outline: PDFOperator[]): { ops: PDFOperator[]; levels: number[] } {
  const pools = shape.pools;
  if (!pools || pools.length === 0) return { ops: [], levels: [] };
  const ops: PDFOperator[] = [pushGraphicsState(), ...outline, clip(), endPath()];
  const levels = new Set<number>();
  for (let i = 0; i < pools.length; i += 4) {
    const level = Math.max(1, Math.round((pools[i + 3]! / 2) * 20));
    levels.add(level);
    ops.push(setGraphicsState(Name.of(`P${level}`)));
    for (const f of [1, 0.55]) ops.push(...disc(pools[i]!, pools[i + 1]!, pools[i + 2]! * f * 0.8), fill());
  }
  ops.push(popGraphicsState());
  return { ops, levels: [...levels] };
}

const poolStates = new WeakMap<PDFDocument, Map<number, PDFRef>>();

function poolState(doc: PDFDocument, alpha: number): PDFRef {
  let byAlpha = poolStates.get(doc);
  if (!byAlpha) {
    byAlpha = new Map();
    poolStates.set(doc, byAlpha);
  }
  let ref = byAlpha.get(alpha);
  if (!ref) {
    ref = doc.context.register(doc.context.obj({ Type: 'ExtGState', ca: PDFNumber.of(alpha), BM: 'Multiply' }));
    byAlpha.set(alpha, ref);
  }
  return ref;
}

function disc(x: number, y: number, r: number): PDFOperator[] {
  const k = KAPPA * r;
  return [
    moveTo(r5(x + r), r5(y)),
    appendBezierCurve(r5(x + r), r5(y + k), r5(x + k), r5(y + r), r5(x), r5(y + r)),
    appendBezierCurve(r5(x - k), r5(y + r), r5(x - r), r5(y + k), r5(x - r), r5(y)),
    appendBezierCurve(r5(x - r), r5(y - k), r5(x - k), r5(y - r), r5(x), r5(y - r)),
    appendBezierCurve(r5(x + k), r5(y - r), r5(x + r), r5(y - k), r5(x + r), r5(y)),
    closePath(),
  ];
}

function opacityState(page: PDFPage, opacity: number): PDFName {
  let states = opacityStates.get(page);
  if (!states) {
    states = new Map();
    opacityStates.set(page, states);
  }
  const q = Math.round(opacity * 100) / 100;
  let name = states.get(q);
  if (!name) {
    const dict = page.doc.context.obj({ Type: 'ExtGState', ca: PDFNumber.of(q), CA: PDFNumber.of(q) });
    name = page.node.newExtGState('Ink', dict);
    states.set(q, name);
  }
  return name;
}

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return [0, 0, 0];
  return [parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255];
}

/**
 * Draws the display list on the page with the box's top-left corner at `at` (mm from
 * the page's top-left corner). Everything is vector: no fonts are embedded.
 */
export function paintPdf(page: PDFPage, list: DisplayList, at: PdfPlacement = { xMm: 0, yMm: 0 }): void {
  const k = mmToPt(1);
  const pageH = page.getHeight();
  const ox = mmToPt(at.xMm);
  const oy = mmToPt(at.yMm);
  const ops: PDFOperator[] = [];
  for (const it of list.items) {
    const m = it.matrix;
    const [r, g, b] = hexToRgb(it.color);
    // em (y down) -> mm (y down) -> pt (y up, origin bottom-left): the page flip goes into the matrix
    ops.push(
      pushGraphicsState(),
      setGraphicsState(opacityState(page, it.opacity)),
      setFillingRgbColor(r4(r), r4(g), r4(b)),
      concatTransformationMatrix(r4(k * m[0]), r4(-k * m[1]), r4(k * m[2]), r4(-k * m[3]), r4(ox + k * m[4]), r4(pageH - oy - k * m[5])),
      drawObject(shapeForm(page, it.shape)),
      popGraphicsState(),
    );
  }
  appendPageContent(page, ops);
}
