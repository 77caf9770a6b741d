import type { CampaignVariable } from '#shared/contract/campaigns.ts';
import { mergeFieldKey, recipientFieldOf } from '#shared/merge-field-names.ts';
import { mergeFieldNames, mergeFieldWords, requiredMergeFieldNames } from '#shared/merge-fields.ts';

const ADDRESS_FIELDS = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);

/**
 * One name per field, whatever spellings the pages use: a recipient field's API
 * name (first_name and First name are firstName), a variable as first written.
 */
function distinctFields(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(mergeFieldKey(name))) byKey.set(mergeFieldKey(name), recipientFieldOf(name) ?? name);
  return [...byKey.values()];
}

function textsOf(pages: unknown): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(pages);
  return texts;
}

/** Distinct fields the {{...}} of the pages' text blocks name, in the order they first appear. */
export function placeholderNames(pages: unknown): string[] {
  return distinctFields(mergeFieldNames(...textsOf(pages)));
}

/** The fields each recipient must have a value for: those written at least once without a fallback. */
export function requiredPlaceholderNames(pages: unknown): Set<string> {
  return new Set(distinctFields(requiredMergeFieldNames(...textsOf(pages))));
}

/**
 * Template variables as campaigns expose them: `context` says where a value
 * comes from ('recipient' field or 'custom' variable) and `mapper` is the path
 * of the value in a POST /api/recipients data object.
 */
export function templateVariables(pages: unknown): CampaignVariable[] {
  return placeholderNames(pages).map((name) => {
    const field = recipientFieldOf(name);
    return field
      ? { id: field, context: 'recipient', label: mergeFieldWords(field), mapper: ADDRESS_FIELDS.has(field) ? `address.${field}` : field }
      : { id: name, context: 'custom', label: mergeFieldWords(name), mapper: `variables.${name}` };
  });
}
