// The recipient fields a merge field or a file's column can name (the names of
// POST /api/recipients, camelCase), with the words the app shows for each.

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
