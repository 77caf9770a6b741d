import { countryCode, STATE_REQUIRED_COUNTRIES } from './countries.ts';
import { parseCsv } from './csv.ts';

/** Recipient fields a CSV column can map to, with the hosted service's synonyms (shared/product.md). */
const SYNONYMS: Record<string, string[]> = {
  title: ['title', 'salutation'],
  firstName: ['first name', 'firstName', 'first', 'given name', 'forename'],
  lastName: ['last name', 'lastName', 'last', 'surname', 'family name'],
  company: ['company', 'organisation', 'organization', 'business'],
  address1: ['address1', 'address 1', 'address line 1', 'line1', 'street', 'street address'],
  address2: ['address2', 'address line 2', 'line2', 'unit', 'apartment', 'suite'],
  address3: ['address3', 'address line 3', 'line3'],
  city: ['city', 'town', 'locality'],
  state: ['state', 'province', 'county', 'region'],
  postalCode: ['postal code', 'postalCode', 'postcode', 'zip', 'zip code'],
  country: ['country', 'country code', 'countryCode'],
};

const ADDRESS_FIELDS = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);
export const ADDRESS1_WARNING_LENGTH = 30;

/** Compared after lower-casing and dropping every character that is not a letter or digit. */
export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_OF = new Map<string, string>(Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((name) => [normaliseHeader(name), field] as [string, string])));

export interface ColumnMapping {
  header: string;
  /** A recipient field, or undefined: the column becomes a variable named by its header. */
  field: string | undefined;
}

export interface CsvRecipient {
  title?: string;
  firstName: string;
  lastName: string;
  company?: string;
  address: Record<string, string>;
  variables: Record<string, string>;
}

export interface CsvRow {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  recipient: CsvRecipient;
  errors: string[];
  warnings: string[];
}

export interface CsvImport {
  columns: ColumnMapping[];
  rows: CsvRow[];
}

function checks(recipient: CsvRecipient): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const a = recipient.address;
  if (!recipient.firstName) errors.push('Missing first name');
  for (const [field, label] of [['address1', 'address line 1'], ['city', 'city'], ['country', 'country'], ['postalCode', 'postal code']] as const) {
    if (!a[field]) errors.push(`Missing ${label}`);
  }
  const country = a['country'];
  if (country && !countryCode(country)) errors.push(`Unknown country '${country}'`);
  if (country && STATE_REQUIRED_COUNTRIES.has(country) && !a['state']) errors.push(`Missing state (required for ${country})`);
  if ((a['address1'] ?? '').length > ADDRESS1_WARNING_LENGTH) {
    warnings.push(`Address line 1 is over ${ADDRESS1_WARNING_LENGTH} characters; consider splitting it into lines 2 and 3`);
  }
  return { errors, warnings };
}

/** Reads a recipients CSV the way the hosted service's guidance maps and checks it. */
export function importRecipientsCsv(text: string): CsvImport {
  const [header = [], ...body] = parseCsv(text);
  const columns: ColumnMapping[] = header.map((h) => ({ header: h.trim(), field: FIELD_OF.get(normaliseHeader(h)) }));
  const rows = body.map((cells, index): CsvRow => {
    const recipient: CsvRecipient = { firstName: '', lastName: '', address: {}, variables: {} };
    columns.forEach((column, c) => {
      const value = (cells[c] ?? '').trim();
      if (value === '') return;
      if (!column.field) recipient.variables[column.header] = value;
      else if (ADDRESS_FIELDS.has(column.field)) recipient.address[column.field] = column.field === 'country' ? (countryCode(value) ?? value) : value;
      else (recipient as unknown as Record<string, string>)[column.field] = value;
    });
    return { line: index + 2, recipient, ...checks(recipient) };
  });
  return { columns, rows };
}
