// A lint-cheap sweep of the renderer's sources (src-renderer/src): numbers and dates are shown through
// ui/format.ts (Intl in the user's locale, one style each), never formatted in place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', 'src-renderer', 'src');
/** The one place that calls Intl for numbers and dates. */
const FORMATTER = 'ui/format.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Nouns counted in the app's words: a number written before one of them must have gone through formatNumber or formatCount. */
const COUNTED = 'recipients?|characters?|attempts?|deliveries|events?|times|dpi|rows?|pieces?|requests?|campaigns?|bytes?|pending|ready|printing|shipped|delivered|sheets?|columns?|pages?|files?|scans?|days?|hours?|minutes?|seconds?|KB|MB|s|ms';
/** `${count} rows`, `${m.total} recipients`: a bare value (no call) in a template, then a counted noun. */
const RAW_IN_TEMPLATE = new RegExp(String.raw`\$\{\s*[A-Za-z_$][\w$.?!]*\s*\}\s(?:${COUNTED})\b`, 'g');
/** {count} rows in JSX text (not an attribute's value). */
const RAW_IN_JSX = new RegExp(String.raw`(?<![=$])\{\s*[A-Za-z_$][\w$.?!]*\s*\}\s(?:${COUNTED})\b`, 'g');
const LOCALE_CALLS = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)\(/g;

describe('numbers and dates in the renderer', () => {
  const files = sources(ROOT).map((path) => ({ name: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

  it('are formatted only by ui/format.ts (no toLocaleString or Intl formatter elsewhere)', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((f) => f.name !== FORMATTER).flatMap((f) => [...f.text.matchAll(LOCALE_CALLS)].map((m) => `${f.name}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('never write a raw number before a counted noun ("199698 recipients")', () => {
    const found = files.flatMap((f) => [...f.text.matchAll(RAW_IN_TEMPLATE), ...(f.name.endsWith('.tsx') ? [...f.text.matchAll(RAW_IN_JSX)] : [])].map((m) => `${f.name}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('catch what they are meant to catch', () => {
    expect('`${total} recipients`'.match(RAW_IN_TEMPLATE)).not.toBeNull();
    expect('`${m.pending} pending`'.match(RAW_IN_TEMPLATE)).not.toBeNull();
    expect('`${formatCount(total, "recipient", "recipients")}`'.match(RAW_IN_TEMPLATE)).toBeNull();
    expect('<span>{pages.total} recipients</span>'.match(RAW_IN_JSX)).not.toBeNull();
    expect('<Row key={s} sheet={s} />'.match(RAW_IN_JSX)).toBeNull();
    expect('count.toLocaleString()'.match(LOCALE_CALLS)).not.toBeNull();
  });
});
