/**
 * Scan files in, the cells of a hand out: every page is read as the template (read-sheet.ts),
 * every cell cut and traced (cut-cell.ts). Sheets are kept as JPEGs of the straightened,
 * light-corrected grid, for the app's review and for re-crops.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { handTemplate, type Box, type HandPaper } from '#shared/hand-template.ts';
import { cutCell } from './cut-cell.ts';
import { decodeScan } from './decode-scan.ts';
import { gray, type Gray } from './gray-image.ts';
import { readSheet } from './read-sheet.ts';
import { ScanRejected } from './scan-error.ts';
import { pathData } from './svg-path.ts';

export interface ScanFile {
  bytes: Uint8Array;
  /** The file's name as sent, for messages. */
  filename: string;
}

export type CellStatus = 'ok' | 'empty' | 'cleared';

export interface HandCell {
  /** Which sheet (0-based, in the order the pages came) and which cell of it. */
  sheet: number;
  index: number;
  char: string;
  occurrence: number;
  status: CellStatus;
  /** The glyph's outline, SVG path data in mm from the cell's top-left (y down); null when empty or cleared. */
  path: string | null;
  /** A re-crop: the rectangle kept, mm from the cell's top-left; null for the cell as printed. */
  crop: Box | null;
  /** The ink reaches the edge of the area read: the letter may be cut. */
  touchesEdge: boolean;
}

export interface HandScan {
  paper: HandPaper;
  dpi: number[];
  /** Per sheet: the straightened grid as a JPEG (SHEET_PX_PER_MM, the grid plus its margin). */
  sheets: Uint8Array[];
  cells: HandCell[];
}

export async function sheetJpeg(sheet: Gray): Promise<Uint8Array> {
  const canvas = createCanvas(sheet.width, sheet.height);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(sheet.width, sheet.height);
  for (let i = 0; i < sheet.data.length; i++) {
    const v = sheet.data[i]!;
    img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = v;
    img.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.encode('jpeg', 90);
}

export async function sheetFromJpeg(bytes: Uint8Array): Promise<Gray> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const g = gray(image.width, image.height);
  for (let i = 0; i < g.data.length; i++) g.data[i] = data[i * 4]!;
  return g;
}

/** Traces one cell of a kept sheet again, with a re-crop or as printed. */
export function traceCell(sheet: Gray, paper: HandPaper, index: number, crop: Box | null): Pick<HandCell, 'status' | 'path' | 'touchesEdge'> {
  const template = handTemplate(paper);
  const cell = template.cells[index];
  if (!cell) throw new RangeError(`No cell ${index}`);
  const cut = cutCell(sheet, template, cell, crop ?? undefined);
  return cut.contours.length ? { status: 'ok', path: pathData(cut.contours), touchesEdge: cut.touchesEdge } : { status: 'empty', path: null, touchesEdge: false };
}

export async function scanHand(files: readonly ScanFile[]): Promise<HandScan> {
  if (files.length === 0) throw new ScanRejected('No scan was sent: add the filled-in template as a `file` part (PNG, JPEG or PDF).');
  const result: HandScan = { paper: 'a4', dpi: [], sheets: [], cells: [] };
  for (const file of files) {
    for await (const page of decodeScan(file.bytes, file.filename)) {
      const read = readSheet(page, files.length > 1 || result.sheets.length > 0 ? `${file.filename} (sheet ${result.sheets.length + 1})` : file.filename);
      if (result.sheets.length > 0 && read.template.paper !== result.paper) throw new ScanRejected(`${file.filename} is the ${read.template.paper === 'a4' ? 'A4' : 'US Letter'} template, the sheets before it the other size: send sheets of one size.`);
      result.paper = read.template.paper;
      const sheet = result.sheets.length;
      result.dpi.push(Math.round(read.dpi));
      result.sheets.push(await sheetJpeg(read.sheet));
      for (const cell of read.template.cells) {
        const cut = cutCell(read.sheet, read.template, cell);
        result.cells.push({
          sheet,
          index: cell.index,
          char: cell.char,
          occurrence: cell.occurrence,
          status: cut.contours.length ? 'ok' : 'empty',
          path: cut.contours.length ? pathData(cut.contours) : null,
          crop: null,
          touchesEdge: cut.touchesEdge,
        });
      }
    }
  }
  if (!result.cells.some((c) => c.status === 'ok')) throw new ScanRejected('The template was found, but no cell has writing in it: write each character in its box with a black or blue pen, then scan the sheet again.');
  return result;
}
