import { stateCode } from '../address/states.ts';
import { STATE_REQUIRED_COUNTRIES } from '../countries.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import { mapRow } from './map-row.ts';
import { fieldColumns, type Mapping } from './mapping.ts';

/** The header of the column the check grid adds when the file has no state but a row's country needs one. */
export const ADDED_STATE_HEADER = 'State/province';

/**
 * The mapping the check grid and the import use: the file's own, plus a State/province
 * column of the grid's own (after the file's columns, blank until typed in) when no
 * column holds the state and a row's country needs one (US, CA, AU), or when a state
 * was typed in it already. Rows keep what is typed there at that index, so the fixes,
 * the journal and a resume treat it as any other cell.
 */
export function checkMapping(rows: readonly (readonly string[])[], mapping: Mapping, columnCount: number): Mapping {
  const own = mapping.slice(0, columnCount);
  return needsStateColumn(rows, own, columnCount) ? [...own, { kind: 'field', field: 'state' }] : own;
}

/** The grid's headers: the file's, and the State/province column when the mapping adds it. */
export function checkHeaders(headers: readonly string[], mapping: Mapping): string[] {
  return mapping.length > headers.length ? [...headers, ADDED_STATE_HEADER] : [...headers];
}

function needsStateColumn(rows: readonly (readonly string[])[], mapping: Mapping, columnCount: number): boolean {
  const columns = fieldColumns(mapping);
  if (columns.has('state')) return false;
  const countryColumn = columns.get('country');
  if (countryColumn === undefined) return false;
  // A whole-address cell (Mailchimp) holds the country among its parts; any other column holds it alone.
  const whole = mapping[countryColumn]?.kind === 'address';
  for (const cells of rows) {
    if ((cells[columnCount] ?? '').trim() !== '') return true;
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
