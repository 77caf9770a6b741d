// The recipient fields a file's column can fill, and the hosted service's own
// column synonyms (shared/product.md), compared after lower-casing and dropping
// every character that is not a letter or digit.
import { RECIPIENT_MERGE_FIELDS } from '../merge-fields.ts';

export const RECIPIENT_FIELDS = ['title', 'firstName', 'lastName', 'company', 'email', 'domain', 'address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export const ADDRESS_FIELDS: ReadonlySet<RecipientField> = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);

/** The words the app shows for each field: the merge-field labels, one list for the studio and the importer. */
export const FIELD_LABELS = Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, RECIPIENT_MERGE_FIELDS[field]!])) as Record<RecipientField, string>;

/** Email and domain have no synonyms in the guidance: a file's "email" column stays a variable unless mapped by hand. */
const SYNONYMS: Partial<Record<RecipientField, string[]>> = {
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

/** Compared after lower-casing and dropping every character that is not a letter or digit. */
export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_OF = new Map<string, RecipientField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((name) => [normaliseHeader(name), field as RecipientField] as const)),
);

/** The field a header names by the guidance's synonyms, if any. */
export const fieldOfHeader = (header: string): RecipientField | undefined => FIELD_OF.get(normaliseHeader(header));
