// Sample recipients the studio previews a design with before real ones exist:
// different countries, address lengths and missing fields, so that a design is
// seen with a short name and a long one, with and without a company.

export interface SampleRecipient {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
}

export const SAMPLE_RECIPIENTS: readonly SampleRecipient[] = [
  {
    id: 'sample-ada',
    label: 'Ada Lovelace, London',
    values: { title: 'Dr', firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines Ltd', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB', tier: 'Gold', customMessage: 'Thank you for ten years with us.' },
  },
  {
    id: 'sample-grace',
    label: 'Grace Hopper, Arlington',
    values: { firstName: 'Grace', lastName: 'Hopper', address1: '1400 Defense Pentagon', address2: 'Suite 3E', city: 'Arlington', state: 'VA', postalCode: '22202', country: 'US', tier: 'Silver', customMessage: 'See you at the spring meetup!' },
  },
  {
    id: 'sample-maximilian',
    label: 'Maximilian Oberhuber-Schwarzenberg, Munich',
    values: { firstName: 'Maximilian', lastName: 'Oberhuber-Schwarzenberg', company: 'Oberhuber Feinkost und Weinhandel GmbH', address1: 'Leopoldstraße 114, Hinterhaus 3. OG', city: 'München', postalCode: '80802', country: 'DE', tier: 'Bronze', customMessage: 'Danke!' },
  },
];

export const DEFAULT_SAMPLE = SAMPLE_RECIPIENTS[0]!;
