import { createCanvas } from '@napi-rs/canvas';
import { DPI, mmToPt } from '#shared/units.ts';
import { type DisplayList, type DocumentForms, drawInkPatch, paintPdf, PdfFile, PdfPageContent, pdfNumber } from '../handwriting/index.ts';
import { type Backdrop, composePng, imageBackdrop, type InkPatch } from '../handwriting/png/compose-png.ts';
import { releaseInkPatches } from '../handwriting/png/ink-pixels.ts';
import { listTextLines } from '../handwriting/line-texts.ts';
import { textLayerOperators, writeGlyphlessFont } from './text-layer.ts';

/** One printed side: handwriting blocks and outlined boxes placed in mm on the trimmed sheet. */
export interface Sheet {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  blocks: { list: DisplayList; xMm: number; yMm: number }[];
  /** Thin outlined boxes, e.g. the stamp square of a postcard or envelope. */
  boxes: { xMm: number; yMm: number; widthMm: number; heightMm: number }[];
}

const PAPER = '#fdfbf6';
const BOX_STROKE_MM = 0.3;
const BOX_GREY = 0.55;

/** A print-ready PDF: one page per sheet at trim size plus bleed on every edge, vector handwriting. */
export function sheetsToPdf(sheets: readonly Sheet[]): Uint8Array {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pages = file.reserve();
  const forms: DocumentForms = new Map();
  const kids: number[] = [];
  let textFont: number | undefined;
  for (const sheet of sheets) {
    const widthPt = mmToPt(sheet.widthMm + 2 * sheet.bleedMm);
    const heightPt = mmToPt(sheet.heightMm + 2 * sheet.bleedMm);
    const content = new PdfPageContent(file, forms);
    for (const box of sheet.boxes) {
      const x = mmToPt(sheet.bleedMm + box.xMm);
      const y = heightPt - mmToPt(sheet.bleedMm + box.yMm + box.heightMm);
      content.text += `q\n${BOX_GREY} ${BOX_GREY} ${BOX_GREY} RG\n${pdfNumber(mmToPt(BOX_STROKE_MM))} w\n${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(mmToPt(box.widthMm))} ${pdfNumber(mmToPt(box.heightMm))} re\nS\nQ\n`;
    }
    for (const block of sheet.blocks) paintPdf(content, block.list, heightPt, { xMm: sheet.bleedMm + block.xMm, yMm: sheet.bleedMm + block.yMm });
    // The invisible text layer (the handwriting and address as text, for search and pdftotext), its font written once a document.
    const textOps = textLayerOperators(sheet.blocks.flatMap((block) => listTextLines(block.list, { xMm: sheet.bleedMm + block.xMm, yMm: sheet.bleedMm + block.yMm })), 'TL', heightPt);
    if (textOps !== '') {
      textFont ??= writeGlyphlessFont<number>({ stream: (dict, data) => file.addStream(dict, data), object: (body) => file.add(body), ref: (ref) => `${ref} 0 R` });
      content.text += textOps;
    }
    const contents = file.addContent(content.text);
    const bleed = mmToPt(sheet.bleedMm);
    const trim = [bleed, bleed, bleed + mmToPt(sheet.widthMm), bleed + mmToPt(sheet.heightMm)].map(pdfNumber).join(' ');
    const media = `0 0 ${pdfNumber(widthPt)} ${pdfNumber(heightPt)}`;
    kids.push(file.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [${media}] /TrimBox [${trim}] /BleedBox [${media}] /Resources ${textOps === '' ? content.resources() : content.resources().replace(/ >>$/, ` /Font << /TL ${textFont} 0 R >> >>`)} /Contents ${contents} 0 R >>`));
  }
  file.add(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, pages);
  file.add(`<< /Type /Catalog /Pages ${pages} 0 R >>`, catalog);
  // a fixed date: the same input gives the same bytes
  const info = file.add('<< /Producer (Inkpost) /CreationDate (D:19700101000000Z) /ModDate (D:19700101000000Z) >>');
  return file.bytes(catalog, info);
}

/**
 * What every preview of a sheet layout shares: the paper and the boxes, painted once
 * (one per product and box layout; few exist) as a backdrop whose rows are mostly equal,
 * and the PNG of the sheet without handwriting (the blank front of a postcard).
 */
interface Layout {
  backdrop: Backdrop;
  blank: Buffer | undefined;
}
const layouts = new Map<string, Layout>();
/** Previews answered to more than one caller: never handed over to another thread. */
const sharedBytes = new WeakSet<Uint8Array>();

export function isSharedBytes(bytes: Uint8Array): boolean {
  return sharedBytes.has(bytes);
}

const MAX_LAYOUTS = 16;

function layoutOf(sheet: Sheet, pxPerMm: number): Layout {
  const key = JSON.stringify([sheet.widthMm, sheet.heightMm, sheet.boxes]);
  let layout = layouts.get(key);
  if (!layout) {
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value!);
    const width = Math.round(sheet.widthMm * pxPerMm);
    const height = Math.round(sheet.heightMm * pxPerMm);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = PAPER;
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = '#8c8c8c';
    ctx.lineWidth = BOX_STROKE_MM * pxPerMm;
    for (const box of sheet.boxes) ctx.strokeRect(box.xMm * pxPerMm, box.yMm * pxPerMm, box.widthMm * pxPerMm, box.heightMm * pxPerMm);
    layout = { backdrop: imageBackdrop(width, height, ctx.getImageData(0, 0, width, height).data), blank: undefined };
    layouts.set(key, layout);
  }
  return layout;
}

/**
 * A 300 dpi preview of the trimmed sheet on paper, as the recipient will see it: each
 * block's ink drawn on a canvas of its own size and laid over the layout's backdrop
 * (png/compose-png.ts); a sheet without handwriting is the same for every recipient.
 */
export function sheetToPng(sheet: Sheet): Buffer {
  const pxPerMm = DPI / 25.4;
  const layout = layoutOf(sheet, pxPerMm);
  const { backdrop } = layout;
  if (sheet.blocks.length === 0) {
    if (!layout.blank) {
      layout.blank = composePng(backdrop, []);
      sharedBytes.add(layout.blank);
    }
    return layout.blank;
  }
  const patches: InkPatch[] = [];
  for (const block of sheet.blocks) {
    const patch = drawInkPatch(block.list, pxPerMm, block.xMm * pxPerMm, block.yMm * pxPerMm, backdrop.width, backdrop.height);
    if (patch) patches.push(patch);
  }
  const png = composePng(backdrop, patches);
  releaseInkPatches(patches);
  return png;
}
