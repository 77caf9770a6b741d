/**
 * CSS clean-up for <style> elements, style attributes and the side `styles`:
 * - at-rules other than a small allowlist are removed with their block or up to
 *   their ';' (so @import, @page and escaped forms such as @\69mport go);
 * - url()/string references with javascript:, vbscript: or file: become about:invalid;
 * - '</' is escaped so the text can never close its <style> element.
 * The network policy still decides every request the page makes.
 */

const ALLOWED_AT_RULES = new Set([
  'media',
  'supports',
  'font-face',
  'keyframes',
  '-webkit-keyframes',
  'layer',
  'container',
  'property',
  'counter-style',
  'font-feature-values',
  'font-palette-values',
  'scope',
  'starting-style',
  'charset',
]);

const IDENT_CHAR = /[A-Za-z0-9_\-\\\u0080-\uffff]/;

/** Index just past the string starting at `i` (a quote). */
function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote && css[j] !== '\n') {
    j += css[j] === '\\' ? 2 : 1;
  }
  return Math.min(j + 1, css.length);
}

function skipComment(css: string, i: number): number {
  const end = css.indexOf('*/', i + 2);
  return end < 0 ? css.length : end + 2;
}

/** The first index from `i` that is code: past the strings, comments and escapes that start there. */
function codeFrom(css: string, i: number): number {
  for (;;) {
    const ch = css[i];
    if (ch === '"' || ch === "'") i = skipString(css, i);
    else if (ch === '/' && css[i + 1] === '*') i = skipComment(css, i);
    else if (ch === '\\') i += 2;
    else return i;
  }
}

/** End (exclusive) of the at-rule starting at `start`: through its ';' or its {...} block. */
function atRuleEnd(css: string, start: number): number {
  let depth = 0;
  for (let i = codeFrom(css, start + 1); i < css.length; i = codeFrom(css, i + 1)) {
    const ch = css[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (ch === '}') {
      if (depth === 0) return i; // end of the enclosing block: stop before it
      depth--;
      if (depth === 0) return i + 1;
    } else if (ch === ';' && depth === 0) return i + 1;
  }
  return css.length;
}

/** Told what the clean-up removed (`@import rule`, `javascript: URL in CSS`). */
export type RemovalReport = (what: string) => void;

function stripAtRules(css: string, report?: RemovalReport): string {
  let out = '';
  let copied = 0;
  let i = codeFrom(css, 0);
  while (i < css.length) {
    let next = i + 1;
    if (css[i] === '@') {
      let nameEnd = i + 1;
      while (nameEnd < css.length && IDENT_CHAR.test(css[nameEnd] ?? '')) nameEnd += css[nameEnd] === '\\' ? 2 : 1;
      const name = css.slice(i + 1, nameEnd);
      next = nameEnd;
      if (name.includes('\\') || !ALLOWED_AT_RULES.has(name.toLowerCase())) {
        report?.(`@${name.replace(/\\/g, '').toLowerCase() || '(unnamed)'} rule`);
        next = atRuleEnd(css, i);
        out += css.slice(copied, i);
        copied = next;
      }
    }
    i = codeFrom(css, next);
  }
  return out + css.slice(copied);
}

const BAD_URL = /(url\(\s*["']?|["'])\s*(javascript|vbscript|file)\s*:/gi;

export function sanitiseCss(css: string, report?: RemovalReport): string {
  return stripAtRules(css, report)
    .replace(BAD_URL, (_, lead: string, scheme: string) => {
      report?.(`${scheme.toLowerCase()}: URL in CSS`);
      return `${lead}about:invalid#`;
    })
    .replace(/<\//g, '<\\/');
}

