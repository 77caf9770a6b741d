import { postcodeProblem } from '../address/postcodes.ts';
import { stateCode, writesStateCode } from '../address/states.ts';
import { statePostcodeMismatch } from '../address/state-postcodes.ts';
import { countryInWords } from '../address/country-names.ts';
import { STATE_REQUIRED_COUNTRIES } from '../countries.ts';
import { memoCountryCode as countryCode } from './country-memo.ts';
import { FIELD_LABELS, type RecipientField } from './fields.ts';
import type { MappedRecipient } from './map-row.ts';
import { type CaseKind, oddCase, properCase } from './proper-case.ts';

export const ADDRESS1_WARNING_LENGTH = 30;

/** A problem with one field of a row: errors keep the row out of the import, warnings do not. */
export interface FieldIssue {
  field: RecipientField;
  level: 'error' | 'warning';
  message: string;
  /** The value that fixes it, one click away (proper case for ALL CAPS or lower-case text). */
  fix?: string;
}

/** Fields whose ALL CAPS or lower case is flagged with a fix; company names (IBM, easyJet) are left as written. */
const CASED_FIELDS: [RecipientField, CaseKind][] = [
  ['title', 'name'],
  ['firstName', 'name'],
  ['lastName', 'name'],
  ['address1', 'address'],
  ['address2', 'address'],
  ['address3', 'address'],
  ['city', 'address'],
];

/** A state that is not the country's, or not the one that owns the postcode (the owner's code as the fix). */
function stateIssue(fields: MappedRecipient['fields'], country: string | undefined, postcodeLooksRight: boolean): FieldIssue | undefined {
  if (!fields.state || !writesStateCode(country)) return undefined;
  const code = stateCode(fields.state, country);
  if (!code) return { field: 'state', level: 'warning', message: `“${fields.state}” is not a state or province of ${countryInWords(country!)}` };
  const mismatch = postcodeLooksRight && fields.postalCode ? statePostcodeMismatch(code, fields.postalCode, country) : undefined;
  if (!mismatch) return undefined;
  return { field: 'state', level: 'warning', message: mismatch.message, ...(mismatch.owner ? { fix: mismatch.owner } : {}) };
}

/** Warnings that help: a postcode that is not the country's, a state it has not got or that does not own the postcode, capitals to fix. */
function lookIssues(fields: MappedRecipient['fields'], country: string | undefined): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const postcode = fields.postalCode ? postcodeProblem(fields.postalCode, country) : undefined;
  if (postcode) issues.push({ field: 'postalCode', level: 'warning', message: postcode });
  const state = stateIssue(fields, country, !postcode);
  if (state) issues.push(state);
  for (const [field, kind] of CASED_FIELDS) {
    const value = fields[field];
    const odd = value ? oddCase(value) : undefined;
    if (!value || !odd) continue;
    const fix = properCase(value, kind);
    if (fix !== value) issues.push({ field, level: 'warning', message: `${FIELD_LABELS[field]} is in ${odd === 'upper' ? 'capitals' : 'lower case'}: “${fix}”?`, fix });
  }
  return issues;
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
 * The checks of the hosted service's recipient data guidance, plus the last name, which the
 * API requires: missing first name, address line 1, city, country or postal code
 * is an error, so is a missing state for US, CA and AU and a country nobody knows;
 * an address line 1 over 30 characters is a warning. So are, to help: a postal code
 * that does not look like the country's, a state the country has not got or that does not
 * own the postcode (US, Canada, Australia: libaddressinput's prefixes), and names
 * and address lines in ALL CAPS or all lower case (with their proper case as the fix).
 */
export function checkRecipient({ fields }: MappedRecipient): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, message] of REQUIRED) if (!fields[field]) issues.push({ field, level: 'error', message });
  const country = fields.country ? countryCode(fields.country) : undefined;
  if (fields.country && !country) issues.push({ field: 'country', level: 'error', message: `Unknown country "${fields.country}": use a two-letter code or an English name` });
  if (country && STATE_REQUIRED_COUNTRIES.has(country) && !fields.state) issues.push({ field: 'state', level: 'error', message: `Missing state (required for ${countryInWords(country)})` });
  if (fields.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) issues.push({ field: 'email', level: 'error', message: 'Not an email address' });
  if ((fields.address1 ?? '').length > ADDRESS1_WARNING_LENGTH) {
    issues.push({ field: 'address1', level: 'warning', message: `Address line 1 is over ${ADDRESS1_WARNING_LENGTH} characters; consider splitting it into lines 2 and 3` });
  }
  issues.push(...lookIssues(fields, country));
  return issues;
}
