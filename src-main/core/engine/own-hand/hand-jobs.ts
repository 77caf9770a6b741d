/**
 * What a render worker does for "your own hand" (the scan takes seconds of CPU: never on
 * the event loop): make a hand from scan files, add sheets to one, or rebuild one after an
 * edit or a rename.
 * A scan a person should fix comes back as `rejected` with the reason, not as a failure.
 */
import type { Box, HandPaper } from '#shared/hand-template.ts';
import { type HandCellEdit, MAX_LETTER_VARIANTS } from '#shared/schemas/hands.ts';
import { buildHand, type BuiltHand } from './hand-build.ts';
import { ScanRejected } from './scan-error.ts';
import { type HandCell, type ScanFile, scanHand, sheetFromJpeg, traceCell } from './scan-hand.ts';

export type HandJob =
  | { kind: 'make'; name: string; files: ScanFile[] }
  | { kind: 'grow'; name: string; paper: HandPaper; dpi: number[]; cells: HandCell[]; sheetCount: number; files: ScanFile[] }
  | { kind: 'rebuild'; name: string; paper: HandPaper; dpi: number[]; cells: HandCell[]; edits: HandCellEdit[]; sheets: Record<number, Uint8Array> };

export type HandJobResult =
  | { ok: true; paper: HandPaper; dpi: number[]; sheets: Uint8Array[]; cells: HandCell[]; built: BuiltHand }
  | { ok: false; rejected: string; cell?: { sheet: number; index: number } };

async function rebuild(job: Extract<HandJob, { kind: 'rebuild' }>): Promise<HandJobResult> {
  const cells = job.cells.map((c) => ({ ...c }));
  const sheets = new Map<number, Awaited<ReturnType<typeof sheetFromJpeg>>>();
  for (const edit of job.edits) {
    const cell = cells.find((c) => c.sheet === edit.sheet && c.index === edit.index);
    if (!cell) return { ok: false, rejected: `The hand has no cell ${edit.index} on sheet ${edit.sheet}.`, cell: { sheet: edit.sheet, index: edit.index } };
    if (edit.action === 'clear') {
      cell.status = 'cleared';
      continue;
    }
    const crop: Box | null = edit.action === 'crop' ? edit.crop : null;
    if (edit.action === 'restore' && cell.status !== 'cleared' && cell.crop === null) continue;
    const bytes = job.sheets[edit.sheet];
    if (!bytes) return { ok: false, rejected: `The hand has no sheet ${edit.sheet}.` };
    let sheet = sheets.get(edit.sheet);
    if (!sheet) {
      sheet = await sheetFromJpeg(bytes);
      sheets.set(edit.sheet, sheet);
    }
    Object.assign(cell, traceCell(sheet, job.paper, cell.index, crop), { crop });
  }
  if (!cells.some((c) => c.status === 'ok')) return { ok: false, rejected: 'Every cell would be empty or cleared: a hand needs at least one written character.' };
  return { ok: true, paper: job.paper, dpi: job.dpi, sheets: [], cells, built: buildHand(job.name, cells, job.dpi) };
}

/**
 * More sheets for a hand: read as a new hand's would be, numbered after its sheets; a letter's
 * new cells become its further variants up to MAX_LETTER_VARIANTS written ones, the others are
 * set aside (cleared: the review shows them, and one can be swapped for another).
 */
async function grow(job: Extract<HandJob, { kind: 'grow' }>): Promise<HandJobResult> {
  const scan = await scanHand(job.files);
  if (scan.paper !== job.paper) return { ok: false, rejected: `The hand was written on the ${paperName(job.paper)} template and this sheet is the ${paperName(scan.paper)} one: print the ${paperName(job.paper)} template for it.` };
  const written = new Map<string, number>();
  for (const c of job.cells) if (c.status === 'ok') written.set(c.char, (written.get(c.char) ?? 0) + 1);
  const added = scan.cells.map((c) => {
    const cell = { ...c, sheet: c.sheet + job.sheetCount };
    if (cell.status !== 'ok') return cell;
    const n = (written.get(cell.char) ?? 0) + 1;
    written.set(cell.char, n);
    return n > MAX_LETTER_VARIANTS ? { ...cell, status: 'cleared' as const } : cell;
  });
  const cells = [...job.cells, ...added];
  const dpi = [...job.dpi, ...scan.dpi];
  return { ok: true, paper: job.paper, dpi, sheets: scan.sheets, cells, built: buildHand(job.name, cells, dpi) };
}

const paperName = (paper: HandPaper) => (paper === 'a4' ? 'A4' : 'US Letter');

export async function runHandJob(job: HandJob): Promise<HandJobResult> {
  try {
    if (job.kind === 'rebuild') return await rebuild(job);
    if (job.kind === 'grow') return await grow(job);
    const scan = await scanHand(job.files);
    return { ok: true, ...scan, built: buildHand(job.name, scan.cells, scan.dpi) };
  } catch (error) {
    if (error instanceof ScanRejected) return { ok: false, rejected: error.message };
    throw error;
  }
}
