import { stateCode } from '../address/states.ts';
import { STATE_REQUIRED_COUNTRIES } from '../countries.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import { ADDRESS1_WARNING_LENGTH } from './checks.ts';
import type { RecipientField } from './fields.ts';
import { mapRow } from './map-row.ts';
import { type ColumnTarget, fieldColumns, type Mapping } from './mapping.ts';

/** The header of the column the check grid adds when the file has no state but a row's country needs one. */
export const ADDED_STATE_HEADER = 'State/province';

/**
 * The columns the check grid may add after the file's, each in a slot of its own (the
 * state right after the file's last column, then address lines 2 and 3), so that what is
 * typed in one never moves to another when a later check adds or drops a column: the
 * State/province column when a row's country needs a state (US, CA, AU) and no column
 * holds it; Address line 2 and 3 when a row's first line is over 30 characters (the check
 * says to split it into lines 2 and 3) and no column holds them. A column stays once
 * something was typed in it.
 */
export const ADDED_COLUMNS = [
  { field: 'state', header: ADDED_STATE_HEADER },
  { field: 'address2', header: 'Address line 2' },
  { field: 'address3', header: 'Address line 3' },
] as const satisfies readonly { field: RecipientField; header: string }[];

/** One column of the grid: its header, the index of its cell in a row, and whether the grid added it. */
export interface GridColumn {
  header: string;
  cell: number;
  added: boolean;
}

/**
 * The mapping the check grid and the import use: the file's own, plus the slots of the
 * added columns up to the last one needed (a slot not needed in between is skipped).
 * Rows keep what is typed there at the slot's index, so the fixes, the journal and a
 * resume treat it as any other cell. Columns in `shown` (the grid showed them for these
 * rows) stay, so that fixing the first line before typing line 2 does not take line 2 away.
 */
export function checkMapping(rows: readonly (readonly string[])[], mapping: Mapping, columnCount: number, shown: ReadonlySet<RecipientField> = new Set()): Mapping {
  const own = mapping.slice(0, columnCount);
  const needed = ADDED_COLUMNS.map((column, slot) => shown.has(column.field) || needsColumn(rows, own, columnCount, column.field, slot));
  const last = needed.lastIndexOf(true);
  return [...own, ...ADDED_COLUMNS.slice(0, last + 1).map((column, slot): ColumnTarget => (needed[slot] ? { kind: 'field', field: column.field } : { kind: 'skip' }))];
}

/** The grid's columns: the file's, then each added column the mapping uses. */
export function checkColumns(headers: readonly string[], mapping: Mapping): GridColumn[] {
  const own = headers.map((header, cell) => ({ header, cell, added: false }));
  const added = mapping.slice(headers.length).flatMap((target, slot) => (target.kind === 'field' ? [{ header: ADDED_COLUMNS[slot]!.header, cell: headers.length + slot, added: true }] : []));
  return [...own, ...added];
}

/**
 * The rows as a rejected-rows file carries them: the file's columns, then each added column
 * something was typed in (an empty one carries nothing), each cell under its header.
 */
export function rejectedSheet(headers: readonly string[], mapping: Mapping, rows: readonly (readonly string[])[]): { headers: string[]; rows: string[][] } {
  const kept = checkColumns(headers, mapping).filter((c) => !c.added || rows.some((cells) => (cells[c.cell] ?? '').trim() !== ''));
  return { headers: kept.map((c) => c.header), rows: rows.map((cells) => kept.map((c) => cells[c.cell] ?? '')) };
}

function needsColumn(rows: readonly (readonly string[])[], mapping: Mapping, columnCount: number, field: RecipientField, slot: number): boolean {
  const columns = fieldColumns(mapping);
  if (columns.has(field)) return false;
  if (rows.some((cells) => (cells[columnCount + slot] ?? '').trim() !== '')) return true;
  return field === 'state' ? rowNeedsState(rows, mapping, columns) : rows.some((cells) => (mapRow(cells, mapping).fields.address1 ?? '').length > ADDRESS1_WARNING_LENGTH);
}

function rowNeedsState(rows: readonly (readonly string[])[], mapping: Mapping, columns: Map<RecipientField, number>): boolean {
  const countryColumn = columns.get('country');
  if (countryColumn === undefined) return false;
  // A whole-address cell (Mailchimp) holds the country among its parts; any other column holds it alone.
  const whole = mapping[countryColumn]?.kind === 'address';
  for (const cells of rows) {
    const country = whole ? mapRow(cells, mapping).fields.country : cells[countryColumn]?.trim();
    const code = country ? countryCode(country) : undefined;
    if (code && STATE_REQUIRED_COUNTRIES.has(code)) return true;
  }
  return false;
}

/**
 * What a fix writes: a state or province typed as its name is kept as its code for a
 * country whose post writes codes ("Ontario" becomes ON, "california" CA); any other
 * value as typed.
 */
export function fixedValue(cells: readonly string[], mapping: Mapping, column: number, value: string): string {
  const target = mapping[column];
  if (target?.kind !== 'field' || target.field !== 'state') return value;
  const country = mapRow(cells, mapping).fields.country;
  return stateCode(value, country ? countryCode(country) : undefined) ?? value;
}
