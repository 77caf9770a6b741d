/**
 * Numbers, money and dates in the user's locale (Intl, the OS language in the desktop app), one style each
 * (docs/ui.md): dates "12 Mar 2026", dates with a time "12 Mar 2026, 14:05", times in logs "14:05:09".
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A day: "12 Mar 2026" (en-GB), "Mar 12, 2026" (en-US). */
export function formatDate(value: Date | string | number, locale?: string): string {
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(toDate(value));
}

/** A moment: "12 Mar 2026, 14:05". */
export function formatDateTime(value: Date | string | number, locale?: string): string {
  return cached(`datetime:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(toDate(value));
}

/** A time of day to the second, for logs: "14:05:09". */
export function formatTime(value: Date | string | number, locale?: string): string {
  return cached(`time:${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' })).format(toDate(value));
}

/** How long ago, in words ("5 minutes ago", "yesterday"), then the date after a week. */
export function formatRelative(value: Date | string | number, now = Date.now(), locale?: string): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return words.format(0, 'second');
  if (abs < 3600) return words.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return words.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return words.format(Math.round(seconds / 86_400), 'day');
  return formatDate(value, locale);
}

/** A count or measure with the locale's separators: "100,000". */
export function formatNumber(value: number, locale?: string, options?: Intl.NumberFormatOptions): string {
  return cached(`number:${locale}:${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** Money with its currency: cents of an ISO currency code ("gbp", "USD"). */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  return cached(`money:${locale}:${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })).format(cents / 100);
}

/** A count with its noun, singular or plural by the locale's rules: "1 row", "2,000 rows". */
export function formatCount(count: number, one: string, other: string, locale?: string): string {
  const plural = new Intl.PluralRules(locale).select(count) === 'one' ? one : other;
  return `${formatNumber(count, locale)} ${plural}`;
}
