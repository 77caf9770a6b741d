import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney, formatNumber, formatRelative, formatTime } from './format.ts';

const at = Date.UTC(2026, 2, 12, 14, 5, 9);
describe('formats in the given locale', () => {
  it('dates: one style a kind', () => {
    expect(formatDate(at, 'en-GB')).toBe('12 Mar 2026');
    expect(formatDate(new Date(at).toISOString(), 'en-US')).toBe('Mar 12, 2026');
    expect(formatDate(at, 'de-DE')).toBe('12.03.2026');
  });
  it('date-times and log times', () => {
    // The machine's time zone moves the hour (and the minutes, in a half-hour zone); the shape stays.
    expect(formatDateTime(at, 'en-GB')).toMatch(/^1[23] Mar 2026, \d\d:\d\d$/);
    expect(formatTime(at, 'en-GB')).toMatch(/^\d\d:\d\d:09$/);
  });
  it('relative times in words, then the date', () => {
    expect(formatRelative(at - 10_000, at, 'en')).toBe('now');
    expect(formatRelative(at - 5 * 60_000, at, 'en')).toBe('5 minutes ago');
    expect(formatRelative(at - 3 * 3_600_000, at, 'en')).toBe('3 hours ago');
    expect(formatRelative(at - 86_400_000, at, 'en')).toBe('yesterday');
    expect(formatRelative(at - 30 * 86_400_000, at, 'en-GB')).toBe('10 Feb 2026');
  });
  it('numbers, money and counts', () => {
    expect(formatNumber(100000, 'en-GB')).toBe('100,000');
    expect(formatNumber(100000, 'de-DE')).toBe('100.000');
    expect(formatMoney(12345, 'gbp', 'en-GB')).toBe('£123.45');
    expect(formatMoney(12345, 'EUR', 'de-DE')).toBe('123,45\u00a0€');
    expect(formatCount(1, 'row', 'rows', 'en')).toBe('1 row');
    expect(formatCount(2000, 'row', 'rows', 'en')).toBe('2,000 rows');
  });
});
