import { stateCode } from '../address/states.ts';
import { type CombinedPart, COMBINED_PARTS, replaceCombinedPart, splitCombinedAddress } from './combined-address.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import { ADDRESS_FIELDS, type RecipientField } from './fields.ts';
import { fieldColumns, type Mapping } from './mapping.ts';

/** One file row read through the mapping: empty cells are left out. */
export interface MappedRecipient {
  fields: Partial<Record<RecipientField, string>>;
  variables: Record<string, string>;
}

/**
 * One file row read through the mapping. A whole-address column fills the parts no
 * column of their own fills; a street written over several lines (Salesforce's Mailing
 * Street) fills address lines 2 and 3 with its later lines.
 */
export function mapRow(cells: readonly string[], mapping: Mapping): MappedRecipient {
  const fields: MappedRecipient['fields'] = {};
  const variables: Record<string, string> = {};
  let combined: string | undefined;
  mapping.forEach((target, column) => {
    const value = (cells[column] ?? '').trim();
    if (value === '' || target.kind === 'skip') return;
    if (target.kind === 'variable') variables[target.name] = value;
    else if (target.kind === 'address') combined ??= value;
    else if (fields[target.field] === undefined) fields[target.field] = value;
  });
  if (combined !== undefined) for (const [field, value] of Object.entries(splitCombinedAddress(combined))) fields[field as RecipientField] ??= value;
  const street = fields.address1;
  if (street !== undefined && /[\r\n]/.test(street)) {
    const [first = '', second, ...more] = street.split(/\s*[\r\n]+\s*/).filter((line) => line !== '');
    fields.address1 = first;
    if (second !== undefined) fields.address2 ??= second;
    if (more.length > 0) fields.address3 ??= more.join(', ');
  }
  return { fields, variables };
}

/** The POST /api/recipients recipient of a mapped row; countries go as their two-letter code, states of countries that write codes as theirs (California as CA). */
export function toApiRecipient({ fields, variables }: MappedRecipient) {
  const address: Record<string, string> = {};
  const top: Record<string, string> = {};
  const country = fields.country ? countryCode(fields.country) : undefined;
  for (const [field, value] of Object.entries(fields) as [RecipientField, string][]) {
    if (field === 'country') address[field] = country ?? value;
    else if (field === 'state') address[field] = stateCode(value, country) ?? value;
    else if (ADDRESS_FIELDS.has(field)) address[field] = value;
    else top[field] = value;
  }
  return { ...top, firstName: fields.firstName ?? '', lastName: fields.lastName ?? '', address, variables };
}
/**
 * Where a field's fix is written: its own column's cell, its part of a whole-address
 * cell, or its line of a street written over several lines. Undefined when no column holds it.
 */
export function fixedCell(cells: readonly string[], mapping: Mapping, field: RecipientField, value: string): [column: number, cell: string] | undefined {
  const columns = fieldColumns(mapping);
  // Lines 2 and 3 of a street written over several lines are in line 1's cell.
  const column = columns.get(field) ?? (field === 'address2' || field === 'address3' ? columns.get('address1') : undefined);
  if (column === undefined) return undefined;
  const cell = cells[column] ?? '';
  if (mapping[column]?.kind === 'address' && (COMBINED_PARTS as readonly string[]).includes(field)) return [column, replaceCombinedPart(cell, field as CombinedPart, value)];
  const current = mapRow(cells, mapping).fields[field];
  if (/[\r\n]/.test(cell) && current !== undefined) return [column, cell.split(/(\r?\n|\r)/).map((line) => (line.trim() === current ? value : line)).join('')];
  return [column, value];
}
