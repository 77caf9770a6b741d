// Enums as the app shows them: words, never raw values.
import type { z } from 'zod';
import { countryInWords } from '#shared/address/country-names.ts';
import type { campaignTimelineSchema } from '#shared/contract/recipient-activity.ts';
import { CAMPAIGN_STATUS_WORDS, wordsOf } from '#renderer/ui/enum-words.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { timeLeftWords } from './import/import-words.ts';

export type RenderBacklogCounts = z.infer<typeof campaignTimelineSchema>['render'];

export const DELIVERY_WORDS: Record<string, string> = { directMail: 'Direct mail', bulkShipping: 'Bulk shipping' };
export const RECIPIENT_STATUS_WORDS: Record<string, string> = { pending: 'Pending payment', invalid: 'Invalid', ready: 'Ready', printing: 'Printing', shipped: 'Shipped', delivered: 'Delivered', deleted: 'Deleted' };
export const RENDER_WORDS: Record<string, string> = { queued: 'Rendering soon', rendered: 'Rendered', failed: 'Render failed' };

/** "12 recipients: 3 pending, 9 ready": the statuses that have recipients, in the order mail moves. */
export function recipientCounts(metrics: Readonly<Record<string, number>>, locale?: string): string {
  const parts = Object.keys(RECIPIENT_STATUS_WORDS) // the statuses are plain English words already
    .filter((status) => status !== 'deleted' && (metrics[status] ?? 0) > 0)
    .map((status) => `${formatNumber(metrics[status] ?? 0, locale)} ${status}`);
  return `${formatCount(metrics['total'] ?? 0, 'recipient', 'recipients', locale)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/**
 * A campaign's status as the marketer reads it: a shipped campaign whose every
 * recipient (deleted ones aside) was delivered says Delivered, not Shipped.
 */
export function campaignStatusWords(campaign: { status: string; metrics: Readonly<Record<string, number>> }): string {
  const m = campaign.metrics;
  const live = (m['total'] ?? 0) - (m['deleted'] ?? 0);
  if (campaign.status === 'shipped' && live > 0 && (m['delivered'] ?? 0) === live) return 'Delivered';
  return wordsOf(CAMPAIGN_STATUS_WORDS, campaign.status);
}

/**
 * Why a campaign takes no more recipients, in words, or undefined when it does: the API
 * refuses them for a paid one-time campaign ("a new campaign is required") and for a
 * paused, stopped, shipped or deleted one. The campaign view then says so in place of
 * the file drop zone, and offers a copy.
 */
export function closedToRecipients(campaign: { status: string; frequency: string; metrics: Readonly<Record<string, number>> }): string | undefined {
  const words = campaignStatusWords(campaign).toLowerCase();
  if (campaign.frequency === 'oneTime' && campaign.status !== 'pending') {
    return `This campaign is ${words}: it has been paid for, so it takes no more recipients (the API refuses them). To write to more people, duplicate it; the copy keeps its design, product, delivery and return address.`;
  }
  if (['paused', 'stopped', 'shipped', 'deleted'].includes(campaign.status)) {
    return `This campaign is ${words}, so it takes no more recipients (the API refuses them). To write to more people, duplicate it.`;
  }
  return undefined;
}

/** "3,800 of 5,000 rendered · 21 a second · about 1 min left · 2 failed". */
export function renderBacklogWords(backlog: RenderBacklogCounts, locale?: string): string {
  const total = backlog.queued + backlog.rendered + backlog.failed;
  const parts = [`${formatNumber(backlog.rendered, locale)} of ${formatCount(total, 'recipient', 'recipients', locale)} rendered`];
  if (backlog.queued > 0 && backlog.rendered_per_second !== null) {
    parts.push(`${formatNumber(backlog.rendered_per_second, locale, { maximumFractionDigits: backlog.rendered_per_second < 10 ? 1 : 0 })} a second`);
    const left = timeLeftWords(backlog.seconds_remaining, locale);
    if (left) parts.push(left);
  }
  if (backlog.failed > 0) parts.push(`${formatNumber(backlog.failed, locale)} failed`);
  return parts.join(' · ');
}

/**
 * Where the pieces of an order go, and why postage costs the same for each: the unit
 * price includes it for every destination ("2 to the United Kingdom and 1 to France,
 * international: …"). Bulk shipping goes in one box to the sender.
 */
export function postageWords(quote: { posted_from: string | null; destinations: readonly { country: string; pieces: number; international: boolean | null }[] }, delivery: string, locale?: string): string {
  if (delivery !== 'directMail') return 'One box to your shipping address, whatever the recipients’ countries; the unit price includes it.';
  if (quote.destinations.length === 0) return 'The unit price includes postage to any country.';
  const where = quote.destinations.map((d) => `${formatNumber(d.pieces, locale)} to ${countryInWords(d.country)}`);
  const list = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where[0]!;
  const abroad = quote.destinations.filter((d) => d.international).reduce((n, d) => n + d.pieces, 0);
  const home = quote.destinations.filter((d) => d.international === false).reduce((n, d) => n + d.pieces, 0);
  const split = quote.posted_from === null ? '' : ` (${[home > 0 && `${formatNumber(home, locale)} domestic`, abroad > 0 && `${formatNumber(abroad, locale)} international`].filter(Boolean).join(', ')}, posted from ${countryInWords(quote.posted_from)})`;
  return `${list}${split}. The unit price includes postage, domestic or international, so it is the same for every destination.`;
}
