// The files marketers actually export, recognised by their headers: where a layout's
// columns differ from what the synonyms would make of them (Salesforce's Title is a job
// title, Mailchimp's REGION and CC are where the subscriber's IP address was, its Address
// is the whole address in one cell), the layout decides.
import { type ColumnTarget, normaliseHeader } from './fields.ts';

export interface ExportLayout {
  /** What the Columns step says it recognised. */
  name: string;
  /** Whether the headers (normalised) are this export's. */
  matches(headers: ReadonlySet<string>): boolean;
  /** Targets by normalised header, ahead of the synonyms. */
  columns: Readonly<Record<string, ColumnTarget>>;
}

const field = (f: Extract<ColumnTarget, { kind: 'field' }>['field']): ColumnTarget => ({ kind: 'field', field: f });
const variable = (name: string): ColumnTarget => ({ kind: 'variable', name });
const EXTERNAL_ID = variable('externalId');
const has = (headers: ReadonlySet<string>, ...names: string[]) => names.every((n) => headers.has(normaliseHeader(n)));
const keyed = (columns: Record<string, ColumnTarget>) => Object.fromEntries(Object.entries(columns).map(([header, target]) => [normaliseHeader(header), target]));

export const EXPORT_LAYOUTS: readonly ExportLayout[] = [
  {
    name: 'HubSpot contacts',
    matches: (h) => has(h, 'Record ID') || has(h, 'State/Region', 'Country/Region'),
    columns: keyed({
      'Record ID': EXTERNAL_ID,
      'Company Name': field('company'),
      'Street Address': field('address1'),
      'Street Address 2': field('address2'),
      'State/Region': field('state'),
      'Postal Code': field('postalCode'),
      'Country/Region': field('country'),
      'Job Title': variable('Job Title'),
    }),
  },
  {
    name: 'Shopify customers',
    matches: (h) => [...h].some((header) => header.startsWith('defaultaddress')) || has(h, 'Province Code', 'Country Code', 'Accepts Marketing'),
    columns: keyed({
      'Customer ID': EXTERNAL_ID,
      'Default Address Company': field('company'),
      'Default Address Address1': field('address1'),
      'Default Address Address2': field('address2'),
      'Default Address City': field('city'),
      'Default Address Province Code': field('state'),
      'Default Address Country Code': field('country'),
      'Default Address Zip': field('postalCode'),
      'Default Address Phone': variable('Default Address Phone'),
      // The older export has both the name and the code of province and country: the codes go.
      'Province Code': field('state'),
      'Country Code': field('country'),
      Province: variable('Province'),
      Country: variable('Country'),
    }),
  },
  {
    name: 'Salesforce contacts',
    matches: (h) => has(h, 'Mailing Street') || has(h, 'MailingStreet'),
    columns: keyed({
      'Contact ID': EXTERNAL_ID,
      Id: EXTERNAL_ID,
      Salutation: field('title'),
      // Salesforce's Title is the contact's job title, not a salutation.
      Title: variable('Job Title'),
      'Account Name': field('company'),
      'Mailing Street': field('address1'),
      'Mailing City': field('city'),
      'Mailing State/Province': field('state'),
      'Mailing State': field('state'),
      'Mailing Zip/Postal Code': field('postalCode'),
      'Mailing Postal Code': field('postalCode'),
      'Mailing Country': field('country'),
    }),
  },
  {
    name: 'Mailchimp audience',
    matches: (h) => has(h, 'Email Address', 'Address') && (has(h, 'LEID') || has(h, 'MEMBER_RATING') || has(h, 'OPTIN_TIME')),
    columns: keyed({
      'Email Address': field('email'),
      Address: { kind: 'address' },
      LEID: EXTERNAL_ID,
      // Where the subscriber's IP address was when they signed up, not where they live.
      REGION: variable('REGION'),
      CC: variable('CC'),
    }),
  },
];

/** The export a file's headers come from, if one is recognised. */
export function recogniseLayout(headers: readonly string[]): ExportLayout | undefined {
  const set = new Set(headers.map(normaliseHeader));
  return EXPORT_LAYOUTS.find((layout) => layout.matches(set));
}
