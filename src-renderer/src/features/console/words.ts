// Enum values of the sandbox and the log, as words (the campaign enums' words are ui/enum-words.ts's).
import { formatCount, formatDateTime, formatTime } from '#renderer/ui/format.ts';
import type { SelectOption } from '#renderer/ui/select.tsx';

export const SUBSCRIPTION_WORDS = { active: 'Active subscription', none: 'No subscription' } as const;
export const KEY_KIND_WORDS = { customer: 'Customer key', partner: 'Partner key', admin: 'Admin token' } as const;
export const DELIVERY_STATUS_WORDS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;
export const FAULT_KIND_WORDS = { status: 'Answer an error', delay: 'Arrive late', webhook_timeout: 'Webhook deliveries time out', webhook_duplicate: 'Webhook deliveries arrive twice' } as const;

/** An enum's words as the options of a Select. */
export function wordOptions<T extends string>(words: Readonly<Record<T, string>>): SelectOption<T>[] {
  return (Object.entries(words) as [T, string][]).map(([id, label]) => ({ id, label }));
}

/** What a billing cycle counts (usage-repo's kinds), as nouns: one, other; in the order they are listed. */
const USAGE_NOUNS: Record<string, [string, string]> = {
  recipient: ['recipient', 'recipients'],
  png_final: ['final PNG render', 'final PNG renders'],
  png_preview: ['PNG preview', 'PNG previews'],
  svg_final: ['final SVG render', 'final SVG renders'],
  svg_preview: ['SVG preview', 'SVG previews'],
};

/** A cycle's usage in words: "1 recipient, 10 final PNG renders"; a kind without words still reads as words. */
export function usageWords(usage: Record<string, number>, locale?: string): string {
  const order = Object.keys(USAGE_NOUNS);
  const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length);
  const kinds = Object.keys(usage).sort((a, b) => rank(a) - rank(b));
  if (kinds.length === 0) return 'Nothing used';
  return kinds
    .map((kind) => {
      const words = kind.replaceAll('_', ' ');
      const [one, other] = USAGE_NOUNS[kind] ?? [words, words];
      return formatCount(usage[kind] ?? 0, one, other, locale);
    })
    .join(', ');
}

/** The badge tone of an HTTP status. */
export function statusTone(status: number): string {
  if (status >= 500) return 'badge badge--danger';
  if (status >= 400) return 'badge badge--warn';
  if (status >= 300) return 'badge badge--accent';
  return 'badge badge--ok';
}

/** A time of day in the user's locale, with seconds (a log's times: ui/format.ts's formatTime). */
export const timeOfDay = (iso: string): string => formatTime(iso);

/** A moment, in the app's one date style (ui/format.ts's formatDateTime): "12 Mar 2026, 14:05". */
export const dateTime = (iso: string): string => formatDateTime(iso);

export function shortId(id: string): string {
  return id.slice(0, 8);
}
