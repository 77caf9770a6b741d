// The recipient fields a file's column can fill, and the hosted service's own
// column synonyms (from its recipient data guidance), compared after lower-casing and dropping
// every character that is not a letter or digit.
import { RECIPIENT_MERGE_FIELDS } from '../recipient-field-labels.ts';

export const RECIPIENT_FIELDS = ['title', 'firstName', 'lastName', 'company', 'email', 'domain', 'address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** Where one column of the file goes: a field, a variable, nowhere, or (address) the whole address in one cell, its parts two spaces apart (Mailchimp). */
export type ColumnTarget = { kind: 'field'; field: RecipientField } | { kind: 'variable'; name: string } | { kind: 'skip' } | { kind: 'address' };

export const ADDRESS_FIELDS: ReadonlySet<RecipientField> = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);

/** The words the app shows for each field: the merge-field labels, one list for the studio and the importer. */
export const FIELD_LABELS = Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, RECIPIENT_MERGE_FIELDS[field]!])) as Record<RecipientField, string>;

/**
 * The hosted guidance's synonyms, then the names real exports and spreadsheets use for
 * the same fields (E-mail, Street 2, County/State, Post code, Company name, ...). The
 * guidance has none for email and domain; these are ours.
 */
const SYNONYMS: Partial<Record<RecipientField, string[]>> = {
  title: ['title', 'salutation', 'prefix', 'honorific'],
  firstName: ['first name', 'firstName', 'first', 'given name', 'forename', 'first names', 'christian name'],
  lastName: ['last name', 'lastName', 'last', 'surname', 'family name'],
  company: ['company', 'organisation', 'organization', 'business', 'company name', 'organisation name', 'organization name', 'business name', 'account name', 'employer'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail'],
  domain: ['domain', 'website', 'web site', 'company domain name', 'company domain'],
  address1: ['address1', 'address 1', 'address line 1', 'line1', 'street', 'street address', 'street 1', 'address line1', 'street line 1', 'house and street', 'street and number'],
  address2: ['address2', 'address line 2', 'line2', 'unit', 'apartment', 'suite', 'street 2', 'address 2', 'street address 2', 'address line2', 'street line 2', 'flat', 'apt'],
  address3: ['address3', 'address line 3', 'line3', 'street 3', 'address 3', 'street address 3'],
  city: ['city', 'town', 'locality', 'town/city', 'city/town', 'post town', 'suburb'],
  state: ['state', 'province', 'county', 'region', 'county/state', 'state/county', 'state/province', 'province/state', 'state/region', 'state or province', 'state code', 'province code'],
  postalCode: ['postal code', 'postalCode', 'postcode', 'zip', 'zip code', 'post code', 'zipcode', 'zip/postal code', 'postal/zip code', 'postcode/zip', 'eircode', 'cep', 'plz'],
  country: ['country', 'country code', 'countryCode', 'country/region', 'country name'],
};

/** Compared after lower-casing and dropping every character that is not a letter or digit. */
export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_OF = new Map<string, RecipientField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((name) => [normaliseHeader(name), field as RecipientField] as const)),
);

/** The field a header names by the guidance's synonyms, if any. */
export const fieldOfHeader = (header: string): RecipientField | undefined => FIELD_OF.get(normaliseHeader(header));
