import { STATE_REQUIRED_COUNTRIES } from '../countries.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import type { RecipientField } from './fields.ts';
import type { MappedRecipient } from './map-row.ts';

export const ADDRESS1_WARNING_LENGTH = 30;

/** A problem with one field of a row: errors keep the row out of the import, warnings do not. */
export interface FieldIssue {
  field: RecipientField;
  level: 'error' | 'warning';
  message: string;
}

const REQUIRED: [RecipientField, string][] = [
  ['firstName', 'Missing first name'],
  ['lastName', 'Missing last name'],
  ['address1', 'Missing address line 1'],
  ['city', 'Missing city'],
  ['postalCode', 'Missing postal code'],
  ['country', 'Missing country'],
];

/**
 * The hosted guidance's checks (shared/product.md), plus the last name, which the
 * API requires: missing first name, address line 1, city, country or postal code
 * is an error, so is a missing state for US, CA and AU and a country nobody knows;
 * an address line 1 over 30 characters is a warning.
 */
export function checkRecipient({ fields }: MappedRecipient): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, message] of REQUIRED) if (!fields[field]) issues.push({ field, level: 'error', message });
  const country = fields.country ? countryCode(fields.country) : undefined;
  if (fields.country && !country) issues.push({ field: 'country', level: 'error', message: `Unknown country "${fields.country}": use a two-letter code or an English name` });
  if (country && STATE_REQUIRED_COUNTRIES.has(country) && !fields.state) issues.push({ field: 'state', level: 'error', message: `Missing state (required for ${country})` });
  if (fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) issues.push({ field: 'email', level: 'error', message: 'Not an email address' });
  if ((fields.address1 ?? '').length > ADDRESS1_WARNING_LENGTH) {
    issues.push({ field: 'address1', level: 'warning', message: `Address line 1 is over ${ADDRESS1_WARNING_LENGTH} characters; consider splitting it into lines 2 and 3` });
  }
  return issues;
}
