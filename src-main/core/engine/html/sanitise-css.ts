/**
 * CSS clean-up for <style> elements, style attributes and the side `styles`:
 * - at-rules other than a small allowlist are removed with their block or up to
 *   their ';' (so @import, @page and escaped forms such as @\69mport go);
 * - url()/string references with javascript:, vbscript: or file: become about:invalid
 *   (written out, or spelled with escapes);
 * - '</' is escaped so the text can never close its <style> element.
 * The network policy still decides every request the page makes. The CSS is read as
 * css-tree's tokenizer reads it (CSS Syntax Level 3: strings, comments, escapes, url()),
 * and the output is the input with only those spans changed.
 */
import { tokenize, tokenTypes as T } from 'css-tree/tokenizer';
import { string as cssString, url as cssUrl } from 'css-tree/utils';

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

interface Token {
  type: number;
  start: number;
  end: number;
}

function tokensOf(css: string): Token[] {
  const tokens: Token[] = [];
  tokenize(css, (type, start, end) => tokens.push({ type, start, end }));
  return tokens;
}

const OPENERS = new Set([T.LeftCurlyBracket, T.LeftParenthesis, T.LeftSquareBracket, T.Function]);

/** Index of the token just past the at-rule whose keyword is token `at`: through its ';' or its {...} block (stopping before an enclosing block's '}'). */
function atRuleEnd(tokens: readonly Token[], at: number): number {
  let depth = 0;
  for (let i = at + 1; i < tokens.length; i++) {
    const type = tokens[i]!.type;
    if (OPENERS.has(type)) depth++;
    else if (type === T.RightParenthesis || type === T.RightSquareBracket) depth = Math.max(0, depth - 1);
    else if (type === T.RightCurlyBracket) {
      if (depth === 0) return i; // end of the enclosing block: stop before it
      depth--;
      if (depth === 0) return i + 1;
    } else if (type === T.Semicolon && depth === 0) return i + 1;
  }
  return tokens.length;
}

/** Told what the clean-up removed (`@import rule`, `javascript: URL in CSS`). */
export type RemovalReport = (what: string) => void;

/** The at-rule's name as written (escapes kept), or '' for an '@' that names nothing. */
function atRuleName(css: string, token: Token): string | undefined {
  if (token.type === T.AtKeyword) return css.slice(token.start + 1, token.end);
  return token.type === T.Delim && css[token.start] === '@' ? '' : undefined;
}

/** The tokens left once the at-rules the allowlist lacks (and any written with escapes) are gone. */
function withoutAtRules(css: string, tokens: readonly Token[], report?: RemovalReport): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const name = atRuleName(css, tokens[i]!);
    if (name !== undefined && (name.includes('\\') || !ALLOWED_AT_RULES.has(name.toLowerCase()))) {
      report?.(`@${name.replace(/\\/g, '').toLowerCase() || '(unnamed)'} rule`);
      i = atRuleEnd(tokens, i) - 1;
    } else kept.push(tokens[i]!);
  }
  return kept;
}

/** The tokens that hold a URL or a string (a bad one too: the old regex caught those, and it costs nothing). */
const REFERENCES = new Set([T.Url, T.BadUrl, T.String, T.BadString]);
const BAD_SCHEME = /^\s*(javascript|vbscript|file)\s*:/i;
/** A url(…) or a string, up to its value: `url( `, `"`. */
const LEAD = /^(?:url\(\s*|["'])/i;

/** A url(…) or string token whose value has a refused scheme, made harmless: the scheme becomes about:invalid#. */
function safeReference(text: string, type: number, report?: RemovalReport): string {
  const lead = LEAD.exec(text)?.[0] ?? '';
  const written = BAD_SCHEME.exec(text.slice(lead.length));
  if (written) {
    report?.(`${written[1]!.toLowerCase()}: URL in CSS`);
    return `${lead}about:invalid#${text.slice(lead.length + written[0].length)}`;
  }
  // the scheme spelled with escapes (url(jav\61script:x)): the whole value goes
  if (type !== T.Url && type !== T.String) return text;
  const escaped = BAD_SCHEME.exec(type === T.Url ? cssUrl.decode(text) : cssString.decode(text));
  if (!escaped) return text;
  report?.(`${escaped[1]!.toLowerCase()}: URL in CSS`);
  return type === T.Url ? 'url(about:invalid#)' : `${text[0]}about:invalid#${text[0]}`;
}

export function sanitiseCss(css: string, report?: RemovalReport): string {
  return withoutAtRules(css, tokensOf(css), report)
    .map(({ type, start, end }) => {
      const text = css.slice(start, end);
      return REFERENCES.has(type) ? safeReference(text, type, report) : text;
    })
    .join('')
    .replace(/<\//g, '<\\/');
}
