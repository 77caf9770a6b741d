import type { CampaignVariable } from '../../../src-shared/contract/campaigns.ts';
import { ownValue } from '../../../src-shared/issue-tree.ts';

/** Placeholders that name a recipient field; any other name is a custom variable. */
const RECIPIENT_FIELDS: Record<string, string> = {
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

const ADDRESS_FIELDS = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_ -]*?)\s*\}\}/g;

/** "favouriteColour" / "favourite_colour" -> "Favourite colour". */
function labelFor(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Distinct {{...}} names in the order they first appear in the pages' text blocks. */
export function placeholderNames(pages: unknown): string[] {
  const names: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(PLACEHOLDER)) if (match[1] && !names.includes(match[1])) names.push(match[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(pages);
  return names;
}

/**
 * Template variables as campaigns expose them: `context` says where a value
 * comes from ('recipient' field or 'custom' variable) and `mapper` is the path
 * of the value in a POST /api/recipients data object.
 */
export function templateVariables(pages: unknown): CampaignVariable[] {
  return placeholderNames(pages).map((name) => {
    const recipientLabel = ownValue(RECIPIENT_FIELDS, name);
    return recipientLabel
      ? { id: name, context: 'recipient', label: recipientLabel, mapper: ADDRESS_FIELDS.has(name) ? `address.${name}` : name }
      : { id: name, context: 'custom', label: labelFor(name), mapper: `variables.${name}` };
  });
}
