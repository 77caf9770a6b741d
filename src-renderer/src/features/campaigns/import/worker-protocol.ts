import type { Analysis, DuplicateChoice } from '#shared/recipient-import/analyse.ts';
import type { FieldIssue } from '#shared/recipient-import/checks.ts';
import type { Duplicate, ExistingRecipients } from '#shared/recipient-import/duplicates.ts';
import type { Mapping } from '#shared/recipient-import/mapping.ts';
import type { SheetSummary } from '#shared/recipient-import/parse-csv.ts';

/** A cell fixed in place: [row, column, value]. */
export type CellFix = [number, number, string];

export type ToWorker =
  /** Read a file; of a workbook, the sheet named `sheet` if it has one (a resumed import's), else the first with rows. */
  | { type: 'read'; file: File; sheet?: string }
  /** Another sheet of the workbook last read. */
  | { type: 'choose-sheet'; sheet: string }
  | { type: 'analyse'; id: number; mapping: Mapping; choice: DuplicateChoice; fixes: CellFix[]; existing?: ExistingRecipients };

export type FromWorker =
  | { type: 'progress'; rows: number; bytes: number }
  /** The rows read; of a workbook, also every sheet it has and the one these rows come from. */
  | { type: 'sheet'; headers: string[]; rows: string[][]; sheets?: SheetSummary[]; sheet?: string }
  | { type: 'analysis'; id: number; issues: FieldIssue[][]; duplicates: [number, Duplicate][] }
  | { type: 'error'; message: string };

/** The worker's answer as the Analysis the shared modules use. */
export const analysisOf = (message: Extract<FromWorker, { type: 'analysis' }>): Analysis => ({ issues: message.issues, duplicates: new Map(message.duplicates) });

export const isSpreadsheet = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
