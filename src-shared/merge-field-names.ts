// A merge field under any usual spelling: {{first_name}}, {{firstName}},
// {{First name}}, {{FIRST_NAME}} and a file's own header ({{Given name}}) all name
// the recipient's first name; {{favourite_colour}} and {{Favourite Colour}} name
// the same variable. Names are compared as the importer compares headers
// (lower-cased, letters and digits only), recipient fields through its synonyms.
import { distance as editDistance } from 'fastest-levenshtein';
import { RECIPIENT_MERGE_FIELDS } from './recipient-field-labels.ts';
import { fieldOfHeader, normaliseHeader } from './recipient-import/fields.ts';

/** The recipient field a merge field names, under any usual spelling. */
export function recipientFieldOf(name: string): string | undefined {
  return fieldOfHeader(name);
}

/** What two spellings of one field share: the recipient field, else the letters and digits of the name, lower-cased. */
export function mergeFieldKey(name: string): string {
  return recipientFieldOf(name) ?? normaliseHeader(name);
}

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A recipient's value for a merge field: the value under the name as written,
 * else the first one (with a value) under another spelling of the same field.
 */
export function mergeFieldValue(values: Readonly<Record<string, unknown>>, name: string): unknown {
  const exact = Object.hasOwn(values, name) ? values[name] : undefined;
  if (!isMissing(exact)) return exact;
  const key = mergeFieldKey(name);
  for (const [other, value] of Object.entries(values)) {
    if (other !== name && !isMissing(value) && mergeFieldKey(other) === key) return value;
  }
  return exact;
}

/** Whether a name is one of the known ones (recipient fields, then the given variables) under any spelling. */
export function isKnownMergeField(name: string, variables: Iterable<string>): boolean {
  if (recipientFieldOf(name)) return true;
  const key = mergeFieldKey(name);
  for (const variable of variables) if (mergeFieldKey(variable) === key) return true;
  return false;
}

/**
 * The known field a name that matches nothing most likely meant ("frist_name":
 * firstName), by edit distance of the compared forms; undefined when none is close.
 */
export function closestMergeField(name: string, variables: Iterable<string>): string | undefined {
  const wanted = normaliseHeader(name);
  let best: { name: string; distance: number } | undefined;
  for (const candidate of [...Object.keys(RECIPIENT_MERGE_FIELDS), ...variables]) {
    const distance = editDistance(wanted, normaliseHeader(candidate));
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.name : undefined;
}
