// A whole address in one cell, as Mailchimp exports its address field: the parts
// (address line 1, address line 2, city, state, postal code, country) separated by two
// spaces, an empty part left empty ("1 Main St    Atlanta  GA  30301  US").
import type { RecipientField } from './fields.ts';

export const COMBINED_PARTS = ['address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const satisfies readonly RecipientField[];
export type CombinedPart = (typeof COMBINED_PARTS)[number];

const SEPARATOR = '  ';

/** The parts of a combined address cell; six parts by position, fewer read from the end (country, postal code, then state and city, or the city alone) with the rest as street lines. */
export function splitCombinedAddress(value: string): Partial<Record<CombinedPart, string>> {
  const parts = value.split(SEPARATOR).map((p) => p.trim());
  const out: Partial<Record<CombinedPart, string>> = {};
  const put = (field: CombinedPart, text: string | undefined) => {
    if (text) out[field] = text;
  };
  if (parts.length === COMBINED_PARTS.length) {
    COMBINED_PARTS.forEach((field, i) => put(field, parts[i]));
    return out;
  }
  const rest = parts.filter((p) => p !== '');
  if (rest.length === 1) return rest[0] ? { address1: rest[0] } : {};
  const tail: CombinedPart[] = ['country', 'postalCode'];
  for (const field of tail) if (rest.length > 1) put(field, rest.pop());
  if (rest.length > 2) put('state', rest.pop());
  if (rest.length > 1) put('city', rest.pop());
  put('address1', rest[0]);
  put('address2', rest.slice(1).join(', '));
  return out;
}

/** The cell with one part replaced (a fix made to the city of a combined address), the other parts as they were. */
export function replaceCombinedPart(value: string, field: CombinedPart, text: string): string {
  const parts = value.split(SEPARATOR);
  if (parts.length === COMBINED_PARTS.length) {
    parts[COMBINED_PARTS.indexOf(field)] = text;
    return parts.join(SEPARATOR);
  }
  const current = splitCombinedAddress(value)[field];
  return current ? parts.map((p) => (p.trim() === current ? text : p)).join(SEPARATOR) : value;
}
