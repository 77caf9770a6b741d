import { type Analysis, type DuplicateChoice, leftOutReason } from '#shared/recipient-import/analyse.ts';
import type { PlacedError } from '#shared/recipient-import/batch-errors.ts';
import type { ExistingRecipients } from '#shared/recipient-import/duplicates.ts';
import { formatCount } from '#renderer/ui/format.ts';

export type RowFilter = 'all' | 'attention' | 'errors' | 'left-out';

export const FILTER_WORDS: Record<RowFilter, string> = { all: 'All rows', attention: 'Needs a look', errors: 'Errors', 'left-out': 'Left out' };

/** What an empty filter says. */
export const EMPTY_FILTER_WORDS: Record<RowFilter, string> = {
  all: 'The file has no rows.',
  attention: 'Nothing needs a look: no errors, warnings or duplicates.',
  errors: 'No rows with errors: every row left can be imported.',
  'left-out': 'No row is left out.',
};

/** The rows a filter shows, in file order. */
export function filterRows(count: number, analysis: Analysis, excluded: ReadonlySet<number>, choice: DuplicateChoice, serverErrors: readonly PlacedError[], filter: RowFilter): number[] {
  const refused = new Set(serverErrors.map((e) => e.row));
  const out: number[] = [];
  for (let row = 0; row < count; row++) {
    const issues = analysis.issues[row] ?? [];
    const errors = issues.some((i) => i.level === 'error') || refused.has(row);
    const show =
      filter === 'all' ||
      (filter === 'errors' && errors) ||
      (filter === 'attention' && (errors || issues.length > 0 || analysis.duplicates.has(row))) ||
      (filter === 'left-out' && leftOutReason(row, analysis, excluded, choice) !== undefined);
    if (show) out.push(row);
  }
  return out;
}

export interface ImportCounts {
  rows: number;
  toSend: number;
  errors: number;
  warnings: number;
  duplicates: number;
  excluded: number;
}

export function importCounts(count: number, analysis: Analysis, excluded: ReadonlySet<number>, choice: DuplicateChoice): ImportCounts {
  const counts: ImportCounts = { rows: count, toSend: 0, errors: 0, warnings: 0, duplicates: analysis.duplicates.size, excluded: excluded.size };
  for (let row = 0; row < count; row++) {
    const issues = analysis.issues[row] ?? [];
    if (issues.some((i) => i.level === 'error')) counts.errors++;
    else if (issues.length > 0) counts.warnings++;
    if (leftOutReason(row, analysis, excluded, choice) === undefined) counts.toSend++;
  }
  return counts;
}

/**
 * What the duplicates were checked against: this file alone, or also the campaign's
 * recipients (or why not). `campaignTotal` is the server's count now: the campaign may
 * have gained recipients since its keys were read (a partial import, another view).
 */
export function duplicatesScope(existing: ExistingRecipients | undefined, campaignTotal: number, readFailure: string | undefined): string {
  if (existing && existing.externalIds.size + existing.nameAddresses.size === 0) {
    return campaignTotal === 0
      ? 'Checked within this file; the campaign has no recipients yet.'
      : `Checked within this file; the campaign had no recipients when the rows were checked, and has ${formatCount(campaignTotal, 'recipient', 'recipients')} now.`;
  }
  if (existing) return `Checked within this file and against the ${formatCount(campaignTotal, 'recipient', 'recipients')} already in the campaign.`;
  return `Checked within this file only: the campaign's recipients could not be read (${readFailure ?? 'not connected'}).`;
}

/** Every row that is not imported, with why: refused by the server, else left out (file order, for "Save rejected rows"). */
export function rejectedRows(count: number, analysis: Analysis, excluded: ReadonlySet<number>, choice: DuplicateChoice, serverErrors: readonly PlacedError[]): { row: number; reason: string }[] {
  const refused = new Map(serverErrors.filter((e) => e.row !== undefined).map((e) => [e.row!, `Refused by the server: ${e.label ? `${e.label}: ` : ''}${e.message}`]));
  const rejected: { row: number; reason: string }[] = [];
  for (let row = 0; row < count; row++) {
    const reason = refused.get(row) ?? leftOutReason(row, analysis, excluded, choice);
    if (reason) rejected.push({ row, reason });
  }
  return rejected;
}
