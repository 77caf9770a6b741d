/**
 * Handwriting blocks for recipient documents: lay out a text box and draw it at a
 * position on a PDF page (vector) or on a canvas (previews), in one call.
 */
import type { PDFPage } from 'pdf-lib';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { DisplayList } from './display-list.ts';
import type { HandwritingLayoutOptions } from './layout.ts';
import { layoutHandwriting } from './layout.ts';
import { paintPdf } from './paint-pdf.ts';
import { drawDisplayList } from './paint-png.ts';

export interface HandwritingBlock extends HandwritingLayoutOptions {
  /** Left edge of the box from the page's left edge, mm (bleed included if the page has it). */
  xMm: number;
  /** Top edge of the box from the page's top edge, mm. */
  yMm: number;
}

/** Lays out the block and draws it as vector paths on the PDF page. Returns the display list. */
export function drawHandwritingBlockPdf(page: PDFPage, block: HandwritingBlock): DisplayList {
  const list = layoutHandwriting(block);
  paintPdf(page, list, { xMm: block.xMm, yMm: block.yMm });
  return list;
}

/** Lays out the block and draws it on a canvas whose pixels are `dpi` per inch (default 300). */
export function drawHandwritingBlockCanvas(ctx: SKRSContext2D, block: HandwritingBlock, dpi = 300): DisplayList {
  const list = layoutHandwriting(block);
  const k = dpi / 25.4;
  drawDisplayList(ctx, list, k, block.xMm * k, block.yMm * k);
  return list;
}
