import type { CampaignVariable } from '#shared/contract/campaigns.ts';
import { ownValue } from '#shared/issue-tree.ts';
import { mergeFieldNames, RECIPIENT_MERGE_FIELDS, requiredMergeFieldNames } from '#shared/merge-fields.ts';

const ADDRESS_FIELDS = new Set(['address1', 'address2', 'address3', 'city', 'state', 'postalCode', 'country']);


/** "favouriteColour" / "favourite_colour" -> "Favourite colour". */
function labelFor(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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

/** Distinct {{...}} names in the order they first appear in the pages' text blocks. */
export function placeholderNames(pages: unknown): string[] {
  return mergeFieldNames(...textsOf(pages));
}

/** The names each recipient must have a value for: those written at least once without a fallback. */
export function requiredPlaceholderNames(pages: unknown): Set<string> {
  return new Set(requiredMergeFieldNames(...textsOf(pages)));
}

/**
 * Template variables as campaigns expose them: `context` says where a value
 * comes from ('recipient' field or 'custom' variable) and `mapper` is the path
 * of the value in a POST /api/recipients data object.
 */
export function templateVariables(pages: unknown): CampaignVariable[] {
  return placeholderNames(pages).map((name) => {
    const recipientLabel = ownValue(RECIPIENT_MERGE_FIELDS, name);
    return recipientLabel
      ? { id: name, context: 'recipient', label: recipientLabel, mapper: ADDRESS_FIELDS.has(name) ? `address.${name}` : name }
      : { id: name, context: 'custom', label: labelFor(name), mapper: `variables.${name}` };
  });
}
