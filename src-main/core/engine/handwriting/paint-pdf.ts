/**
 * PDF painter: draws a display list as vector paths on a page of a PdfFile (no font
 * embedding). Each distinct glyph outline becomes one Form XObject per document (a
 * filled path, colourless, so it takes the ink colour and opacity of where it is drawn);
 * each glyph is then a `cm` transform + `Do`. Opacity goes through ExtGState entries
 * per page. A form's whole object (outline, ink pools, their states) is the same in
 * every document, so it is written and compressed once per shape and its bytes reused.
 */
import { deflateSync } from 'node:zlib';
import { rgb255 } from '#shared/colour.ts';
import { mmToPt } from '#shared/units.ts';
import type { DisplayList, GlyphShape } from './display-list.ts';
import { type PdfFile, pdfNumber, streamBody } from './pdf-file.ts';

export interface PdfPlacement {
  /** Distance of the box's left edge from the page's left edge, in mm. */
  xMm: number;
  /** Distance of the box's top edge from the page's top edge, in mm. */
  yMm: number;
}

/** Outline coordinates in em units: rounded to 1/20000 em (invisible at any print size). */
const r5 = (x: number): string => {
  const r = Math.round(x * 2e4) / 2e4;
  return r === 0 ? '0' : String(r);
};

/** Outline ops in em units, y down as stored (the cm matrix flips to the page's y up), as content text. */
function outlineText(shape: GlyphShape): string {
  let out = '';
  const o = shape.ops;
  let i = 0;
  let cx = 0;
  let cy = 0;
  while (i < o.length) {
    const op = o[i];
    if (op === 0 || op === 1) {
      cx = o[i + 1]!;
      cy = o[i + 2]!;
      out += `${r5(cx)} ${r5(cy)} ${op === 0 ? 'm' : 'l'}\n`;
      i += 3;
    } else if (op === 2) {
      // quadratic -> cubic
      const qx = o[i + 1]!;
      const qy = o[i + 2]!;
      const x = o[i + 3]!;
      const y = o[i + 4]!;
      out += `${r5(cx + (2 / 3) * (qx - cx))} ${r5(cy + (2 / 3) * (qy - cy))} ${r5(x + (2 / 3) * (qx - x))} ${r5(y + (2 / 3) * (qy - y))} ${r5(x)} ${r5(y)} c\n`;
      cx = x;
      cy = y;
      i += 5;
    } else if (op === 3) {
      cx = o[i + 5]!;
      cy = o[i + 6]!;
      out += `${r5(o[i + 1]!)} ${r5(o[i + 2]!)} ${r5(o[i + 3]!)} ${r5(o[i + 4]!)} ${r5(cx)} ${r5(cy)} c\n`;
      i += 7;
    } else {
      out += 'h\n';
      i += 1;
    }
  }
  return out;
}

const KAPPA = 0.5523;

function disc(x: number, y: number, r: number): string {
  const k = KAPPA * r;
  return (
    `${r5(x + r)} ${r5(y)} m\n` +
    `${r5(x + r)} ${r5(y + k)} ${r5(x + k)} ${r5(y + r)} ${r5(x)} ${r5(y + r)} c\n` +
    `${r5(x - k)} ${r5(y + r)} ${r5(x - r)} ${r5(y + k)} ${r5(x - r)} ${r5(y)} c\n` +
    `${r5(x - r)} ${r5(y - k)} ${r5(x - k)} ${r5(y - r)} ${r5(x)} ${r5(y - r)} c\n` +
    `${r5(x + k)} ${r5(y - r)} ${r5(x + r)} ${r5(y - k)} ${r5(x + r)} ${r5(y)} c\nh\n`
  );
}

/**
 * Pools of darker ink inside the glyph's form: clipped to the outline, two concentric
 * discs per pool (a stepped soft spot) in the ink's own colour multiplied onto itself,
 * which darkens it the way pooled ink is darker. Answers the text and the opacity levels
 * it names (P<level>, level / 20).
 */
function poolText(shape: GlyphShape, outline: string): { text: string; levels: number[] } {
  const pools = shape.pools;
  if (!pools || pools.length === 0) return { text: '', levels: [] };
  let text = `q\n${outline}W\nn\n`;
  const levels = new Set<number>();
  for (let i = 0; i < pools.length; i += 4) {
    const level = Math.max(1, Math.round((pools[i + 3]! / 2) * 20));
    levels.add(level);
    text += `/P${level} gs\n`;
    for (const f of [1, 0.55]) text += `${disc(pools[i]!, pools[i + 1]!, pools[i + 2]! * f * 0.8)}f\n`;
  }
  return { text: `${text}Q\n`, levels: [...levels] };
}

/** A glyph's Form XObject as the body of a PDF object: the same bytes in every document. */
const formBodies = new WeakMap<GlyphShape, Uint8Array>();

function formBody(shape: GlyphShape): Uint8Array {
  let body = formBodies.get(shape);
  if (body) return body;
  const [x0, y0, x1, y1] = shape.bbox;
  const m = 0.05;
  const outline = outlineText(shape);
  const pools = poolText(shape, outline);
  // compressed once per shape and reused by every document: the smallest wins
  const content = deflateSync(`${outline}f\n${pools.text}`, { level: 9 });
  const states = pools.levels.map((level) => `/P${level} << /Type /ExtGState /ca ${pdfNumber(level / 20)} /BM /Multiply >>`).join(' ');
  const dict = `/Type /XObject /Subtype /Form /BBox [${r5(x0 - m)} ${r5(y0 - m)} ${r5(x1 + m)} ${r5(y1 + m)}] /Matrix [1 0 0 1 0 0]${states ? ` /Resources << /ExtGState << ${states} >> >>` : ''} /Filter /FlateDecode`;
  body = streamBody(dict, content);
  formBodies.set(shape, body);
  return body;
}

/** The glyph forms of one document: each written once, however many pages use it. */
export type DocumentForms = Map<GlyphShape, number>;

/** A page's content and the resources it names. */
export class PdfPageContent {
  text = '';
  private readonly formNames = new Map<GlyphShape, string>();
  private readonly opacityNames = new Map<number, string>();
  private formEntries = '';
  private stateEntries = '';

  private readonly file: PdfFile;
  private readonly forms: DocumentForms;

  constructor(file: PdfFile, forms: DocumentForms) {
    this.file = file;
    this.forms = forms;
  }

  form(shape: GlyphShape): string {
    let name = this.formNames.get(shape);
    if (name) return name;
    let ref = this.forms.get(shape);
    if (ref === undefined) {
      ref = this.file.add(formBody(shape));
      this.forms.set(shape, ref);
    }
    name = `Gl${this.formNames.size + 1}`;
    this.formNames.set(shape, name);
    this.formEntries += ` /${name} ${ref} 0 R`;
    return name;
  }

  opacity(opacity: number): string {
    const q = Math.round(opacity * 100) / 100;
    let name = this.opacityNames.get(q);
    if (!name) {
      name = `Ink${this.opacityNames.size + 1}`;
      this.opacityNames.set(q, name);
      this.stateEntries += ` /${name} << /Type /ExtGState /ca ${pdfNumber(q)} /CA ${pdfNumber(q)} >>`;
    }
    return name;
  }

  /** The page's /Resources dictionary. */
  resources(): string {
    return `<< /XObject <<${this.formEntries} >> /ExtGState <<${this.stateEntries} >> >>`;
  }
}

const fills = new Map<string, string>();

/** The `rg` operator of an ink colour (#rrggbb). */
function fillColor(hex: string): string {
  let op = fills.get(hex);
  if (!op) {
    const [r, g, b] = (rgb255(hex) ?? [0, 0, 0]).map((c) => pdfNumber(c / 255));
    op = `${r} ${g} ${b} rg`;
    fills.set(hex, op);
  }
  return op;
}

/**
 * Draws the display list on the page (of height `pageHeightPt`) with the box's top-left
 * corner at `at` (mm from the page's top-left corner). Everything is vector: no fonts.
 */
export function paintPdf(page: PdfPageContent, list: DisplayList, pageHeightPt: number, at: PdfPlacement = { xMm: 0, yMm: 0 }): void {
  const k = mmToPt(1);
  const ox = mmToPt(at.xMm);
  const oy = mmToPt(at.yMm);
  let text = '';
  for (const it of list.items) {
    const m = it.matrix;
    // em (y down) -> mm (y down) -> pt (y up, origin bottom-left): the page flip goes into the matrix
    text +=
      `q\n/${page.opacity(it.opacity)} gs\n${fillColor(it.color)}\n` +
      `${pdfNumber(k * m[0])} ${pdfNumber(-k * m[1])} ${pdfNumber(k * m[2])} ${pdfNumber(-k * m[3])} ${pdfNumber(ox + k * m[4])} ${pdfNumber(pageHeightPt - oy - k * m[5])} cm\n` +
      `/${page.form(it.shape)} Do\nQ\n`;
  }
  page.text += text;
}
