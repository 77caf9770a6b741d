import { checkRecipient, type FieldIssue } from './checks.ts';
import { type Duplicate, type ExistingRecipients, findDuplicates } from './duplicates.ts';
import { mapRow } from './map-row.ts';
import type { Mapping } from './mapping.ts';

/** Skip: keep a recipient's first row, leave out those already in the campaign. Update: keep its last row and send those already in the campaign, for the API's externalId upsert. */
export type DuplicateChoice = 'skip' | 'update';

export interface Analysis {
  /** Per row: its field issues (empty when clean). */
  issues: FieldIssue[][];
  duplicates: Map<number, Duplicate>;
}

/** Checks every row of the file through the mapping, and finds its duplicates. */
export function analyseRows(rows: readonly (readonly string[])[], mapping: Mapping, choice: DuplicateChoice, existing?: ExistingRecipients): Analysis {
  const mapped = rows.map((cells) => mapRow(cells, mapping));
  const issues = mapped.map(checkRecipient);
  // Rows with errors are not sent, so they repeat nothing.
  const candidates = mapped.map((row, i) => (issues[i]!.some((x) => x.level === 'error') ? undefined : row));
  return { issues, duplicates: findDuplicates(candidates, choice === 'skip' ? 'first' : 'last', existing) };
}

/** Why a row is not sent, or undefined when it is. */
export function leftOutReason(row: number, analysis: Analysis, excluded: ReadonlySet<number>, choice: DuplicateChoice): string | undefined {
  if (excluded.has(row)) return 'Left out by you';
  const errors = analysis.issues[row]?.filter((x) => x.level === 'error') ?? [];
  if (errors.length > 0) return errors.map((x) => x.message).join('; ');
  const duplicate = analysis.duplicates.get(row);
  if (!duplicate) return undefined;
  const by = duplicate.by === 'externalId' ? 'external ID' : 'name and address';
  if (duplicate.of === 'campaign') return choice === 'skip' ? `Already in the campaign (same ${by})` : undefined;
  return `Same ${by} as line ${lineOf(duplicate.of)}`;
}

/** The file's line of a data row: the header is line 1. */
export const lineOf = (row: number) => row + 2;

/** The rows to send, in file order. */
export function rowsToSend(rowCount: number, analysis: Analysis, excluded: ReadonlySet<number>, choice: DuplicateChoice): number[] {
  const out: number[] = [];
  for (let row = 0; row < rowCount; row++) if (leftOutReason(row, analysis, excluded, choice) === undefined) out.push(row);
  return out;
}
