// Merge fields: {{firstName}}, {{ tier }} in a design's HTML or a template's text,
// filled per recipient. Recipient fields use the names of POST /api/recipients
// (camelCase); any other name is a custom variable. A field may carry a fallback
// for recipients who lack it, written as in Liquid and the email tools marketers
// know: {{ tier | default: "Friend" }} (single or double quotes).
import { escapeHtml } from './html-text.ts';
import { mergeFieldValue, recipientFieldOf } from './merge-field-names.ts';

const NAME = '[A-Za-z_][A-Za-z0-9_ -]*?';
const FALLBACK = String.raw`\|\s*default\s*:\s*(?:"([^"]*)"|'([^']*)')`;

export const MERGE_FIELD = new RegExp(String.raw`\{\{\s*(${NAME})\s*(?:${FALLBACK})?\s*\}\}`, 'g');

import { RECIPIENT_MERGE_FIELDS } from './recipient-field-labels.ts';

/** Recipient fields a merge field can name, with the words the app shows. */
export { RECIPIENT_MERGE_FIELDS };

/** Custom variables the starter designs use, in the words a marketer reads. */
const VARIABLE_WORDS: Readonly<Record<string, string>> = {
  senderName: 'Sender’s name',
  senderCompany: 'Sender’s company',
  orgName: 'Organisation name',
};

/**
 * A merge field as the app names it: a recipient field's label under any spelling
 * ("First name" for firstName, first_name or FIRST_NAME), a starter's
 * variable in words ("Sender’s name"), any other variable's name split into words
 * ("referralCode" as "Referral code", "gift_amount" as "Gift amount").
 */
export function mergeFieldWords(name: string): string {
  const field = recipientFieldOf(name);
  // own keys only: a field named like a built-in property ({{constructor}}) is a variable like any other
  const known = field ? RECIPIENT_MERGE_FIELDS[field] : Object.hasOwn(VARIABLE_WORDS, name) ? VARIABLE_WORDS[name] : undefined;
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One {{...}} written in a text: its name and its fallback, if it has one. */
export interface MergeFieldUse {
  name: string;
  fallback: string | undefined;
}

function useOf(match: RegExpMatchArray): MergeFieldUse {
  return { name: match[1]!, fallback: match[2] ?? match[3] };
}

/** Whether a recipient's value counts as missing (then the fallback, or nothing, prints). */
export function isMissingValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Fills the merge fields of HTML with a recipient's values, a field under any
 * usual spelling of its name (merge-field-names.ts). Values are escaped
 * (a recipient's data is text, never markup, also inside attributes). A name
 * without a value prints its fallback, as the author wrote it, or nothing rather
 * than braces on a card.
 */
export function fillMergeFields(html: string, values: Readonly<Record<string, unknown>>): string {
  return html.replace(MERGE_FIELD, (...match: string[]) => {
    const { name, fallback } = useOf(match as unknown as RegExpMatchArray);
    const value = mergeFieldValue(values, name);
    return isMissingValue(value) ? (fallback ?? '') : escapeHtml(String(value));
  });
}

/** Every merge field written, in order, with its fallback. */
export function mergeFieldUses(...texts: string[]): MergeFieldUse[] {
  return texts.flatMap((text) => [...text.matchAll(MERGE_FIELD)].map(useOf));
}

/** Distinct merge field names, in the order they first appear. */
export function mergeFieldNames(...texts: string[]): string[] {
  return [...new Set(mergeFieldUses(...texts).map((use) => use.name))];
}

/** The names a recipient must have a value for: written at least once without a fallback. */
export function requiredMergeFieldNames(...texts: string[]): string[] {
  return [...new Set(mergeFieldUses(...texts).filter((use) => use.fallback === undefined).map((use) => use.name))];
}

/** A merge field as written: {{name}}, or with a fallback {{name | default: "…"}} (quotes chosen to fit the text). */
export function mergeFieldToken(name: string, fallback?: string): string {
  if (fallback === undefined || fallback === '') return `{{${name}}}`;
  const quote = fallback.includes('"') ? "'" : '"';
  return `{{${name} | default: ${quote}${fallback.replace(quote === '"' ? /"/g : /'/g, '')}${quote}}}`;
}

/** Rewrites every use of one field in a text with a new fallback (undefined removes it). */
export function setMergeFieldFallback(text: string, name: string, fallback: string | undefined): string {
  return text.replace(MERGE_FIELD, (whole: string, found: string) => (found === name ? mergeFieldToken(name, fallback) : whole));
}
