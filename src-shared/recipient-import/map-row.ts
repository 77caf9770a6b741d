import { stateCode } from '../address/states.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import { ADDRESS_FIELDS, type RecipientField } from './fields.ts';
import type { Mapping } from './mapping.ts';

/** One file row read through the mapping: empty cells are left out. */
export interface MappedRecipient {
  fields: Partial<Record<RecipientField, string>>;
  variables: Record<string, string>;
}

export function mapRow(cells: readonly string[], mapping: Mapping): MappedRecipient {
  const fields: MappedRecipient['fields'] = {};
  const variables: Record<string, string> = {};
  mapping.forEach((target, column) => {
    const value = (cells[column] ?? '').trim();
    if (value === '' || target.kind === 'skip') return;
    if (target.kind === 'variable') variables[target.name] = value;
    else if (fields[target.field] === undefined) fields[target.field] = value;
  });
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
export type ApiRecipient = ReturnType<typeof toApiRecipient>;
