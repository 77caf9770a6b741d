// The API's enums that both the campaign desk and the console show, as the marketer reads them:
// one map each (docs/ui.md, "Words, not codes"). Typed by the enum, so a new value needs its words.
import type { z } from 'zod';
import type { campaignQuoteSchema } from '#shared/contract/recipient-activity.ts';
import type { CAMPAIGN_FREQUENCIES, CAMPAIGN_STATUSES } from '#shared/schemas/campaigns.ts';

/** A pending campaign waits for its payment (checkout makes it ready): the word says so. */
export const CAMPAIGN_STATUS_WORDS: Readonly<Record<(typeof CAMPAIGN_STATUSES)[number], string>> = { pending: 'Pending payment', ready: 'Ready', paused: 'Paused', stopped: 'Stopped', shipped: 'Shipped', deleted: 'Deleted' };
export const FREQUENCY_WORDS: Readonly<Record<(typeof CAMPAIGN_FREQUENCIES)[number], string>> = { oneTime: 'One-time', recurring: 'Recurring' };
/** The API's payment_method is "the card on file: valid, declining, or none". */
export const PAYMENT_METHOD_WORDS: Readonly<Record<z.infer<typeof campaignQuoteSchema>['payment_method'], string>> = { valid: 'Card on file', declining: 'Card on file (declining)', none: 'No card on file' };

/** A value's words from one of these maps; a value the map lacks (newer than the app) shows as itself. */
export function wordsOf(words: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(words, value) ? words[value]! : value;
}
