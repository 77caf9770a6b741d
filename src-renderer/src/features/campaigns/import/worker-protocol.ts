import type { Analysis, DuplicateChoice } from '../../../../../src-shared/recipient-import/analyse.ts';
import type { FieldIssue } from '../../../../../src-shared/recipient-import/checks.ts';
import type { Duplicate, ExistingRecipients } from '../../../../../src-shared/recipient-import/duplicates.ts';
import type { Mapping } from '../../../../../src-shared/recipient-import/mapping.ts';

/** A cell fixed in place: [row, column, value]. */
export type CellFix = [number, number, string];

export type ToWorker =
  | { type: 'read'; file: File }
  | { type: 'analyse'; id: number; mapping: Mapping; choice: DuplicateChoice; fixes: CellFix[]; existing?: ExistingRecipients };

export type FromWorker =
  | { type: 'progress'; rows: number; bytes: number }
  | { type: 'sheet'; headers: string[]; rows: string[][] }
  | { type: 'analysis'; id: number; issues: FieldIssue[][]; duplicates: [number, Duplicate][] }
  | { type: 'error'; message: string };

/** The worker's answer as the Analysis the shared modules use. */
export const analysisOf = (message: Extract<FromWorker, { type: 'analysis' }>): Analysis => ({ issues: message.issues, duplicates: new Map(message.duplicates) });

export const isSpreadsheet = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
