import { acquireCanvas, releaseCanvas } from '../handwriting/canvas-pool.ts';
import { PDFDocument, rgb } from 'pdf-lib';
import { DPI, mmToPt } from '#shared/units.ts';
import type { DisplayList } from '../handwriting/index.ts';
import { drawInkOnly, paintPdf } from '../handwriting/index.ts';
import { listTextLines } from '../handwriting/line-texts.ts';
import { drawTextLayer } from './text-layer.ts';

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

/** A print-ready PDF: one page per sheet at trim size plus bleed on every edge, vector handwriting. */
export async function sheetsToPdf(sheets: readonly Sheet[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setProducer('Inkpost');
  pdf.setCreationDate(new Date(0)); // deterministic bytes for the same input
  pdf.setModificationDate(new Date(0));
  for (const sheet of sheets) {
    const fullW = sheet.widthMm + 2 * sheet.bleedMm;
    const fullH = sheet.heightMm + 2 * sheet.bleedMm;
    const page = pdf.addPage([mmToPt(fullW), mmToPt(fullH)]);
    page.setTrimBox(mmToPt(sheet.bleedMm), mmToPt(sheet.bleedMm), mmToPt(sheet.widthMm), mmToPt(sheet.heightMm));
    page.setBleedBox(0, 0, mmToPt(fullW), mmToPt(fullH));
    for (const box of sheet.boxes) {
      page.drawRectangle({
        x: mmToPt(sheet.bleedMm + box.xMm),
        y: mmToPt(fullH - sheet.bleedMm - box.yMm - box.heightMm),
        width: mmToPt(box.widthMm),
        height: mmToPt(box.heightMm),
        borderColor: rgb(0.55, 0.55, 0.55),
        borderWidth: mmToPt(BOX_STROKE_MM),
      });
    }
    for (const block of sheet.blocks) paintPdf(page, block.list, { xMm: sheet.bleedMm + block.xMm, yMm: sheet.bleedMm + block.yMm });
    drawTextLayer(page, sheet.blocks.flatMap((block) => listTextLines(block.list, { xMm: sheet.bleedMm + block.xMm, yMm: sheet.bleedMm + block.yMm })));
  }
  return pdf.save({ useObjectStreams: false });
}

/**
 * Previews of sheets without handwriting (the blank front of a postcard), by size and
 * boxes: the same bytes for every recipient, and encoding one is a third of a
 * postcard's render. Few distinct ones exist (one per product and box layout).
 */
const blankPreviews = new Map<string, Promise<Buffer>>();
const MAX_BLANK_PREVIEWS = 16;

/** A 300 dpi preview of the trimmed sheet on paper, as the recipient will see it. */
export function sheetToPng(sheet: Sheet): Promise<Buffer> {
  if (sheet.blocks.length > 0) return paintSheet(sheet);
  const key = JSON.stringify([sheet.widthMm, sheet.heightMm, sheet.boxes]);
  let preview = blankPreviews.get(key);
  if (!preview) {
    if (blankPreviews.size >= MAX_BLANK_PREVIEWS) blankPreviews.delete(blankPreviews.keys().next().value!);
    preview = paintSheet(sheet);
    preview.catch(() => blankPreviews.delete(key));
    blankPreviews.set(key, preview);
  }
  return preview;
}

async function paintSheet(sheet: Sheet): Promise<Buffer> {
  const pxPerMm = DPI / 25.4;
  const canvas = acquireCanvas(Math.round(sheet.widthMm * pxPerMm), Math.round(sheet.heightMm * pxPerMm));
  const ctx = canvas.getContext('2d');
  // the ink first on the empty canvas, then the boxes and the paper behind it (as if drawn before)
  for (const block of sheet.blocks) drawInkOnly(ctx, block.list, pxPerMm, block.xMm * pxPerMm, block.yMm * pxPerMm);
  ctx.globalCompositeOperation = 'destination-over';
  ctx.strokeStyle = '#8c8c8c';
  ctx.lineWidth = BOX_STROKE_MM * pxPerMm;
  for (const box of sheet.boxes) ctx.strokeRect(box.xMm * pxPerMm, box.yMm * pxPerMm, box.widthMm * pxPerMm, box.heightMm * pxPerMm);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  try {
    return await canvas.encode('png');
  } finally {
    releaseCanvas(canvas);
  }
}
