// Merge fields: {{firstName}}, {{ tier }} in a design's HTML or a template's text,
// filled per recipient. Recipient fields use the names of POST /api/recipients
// (camelCase); any other name is a custom variable.
import { escapeHtml } from './html-text.ts';

export const MERGE_FIELD = /\{\{\s*([A-Za-z_][A-Za-z0-9_ -]*?)\s*\}\}/g;

/** Recipient fields a merge field can name, with the words the app shows. */
export const RECIPIENT_MERGE_FIELDS: Readonly<Record<string, string>> = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  email: 'Email',
  domain: 'Domain',
  address1: 'Address line 1',
  address2: 'Address line 2',
  address3: 'Address line 3',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
};

/**
 * Fills the merge fields of HTML with a recipient's values. Values are escaped
 * (a recipient's data is text, never markup, also inside attributes). A name
 * without a value becomes empty rather than printing braces on a card.
 */
export function fillMergeFields(html: string, values: Readonly<Record<string, unknown>>): string {
  return html.replace(MERGE_FIELD, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? '' : escapeHtml(String(value));
  });
}

/** Distinct merge field names, in the order they first appear. */
export function mergeFieldNames(...texts: string[]): string[] {
  const names: string[] = [];
  for (const text of texts) for (const match of text.matchAll(MERGE_FIELD)) if (match[1] && !names.includes(match[1])) names.push(match[1]);
  return names;
}
