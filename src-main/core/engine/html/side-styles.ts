import unitless from '@emotion/unitless';
import type { InputIssue } from '../markup/input-issue.ts';
import { type RemovalReport, sanitiseCss } from './sanitise-css.ts';

export const MAX_STYLE_RULES = 500;
const MAX_SELECTOR_LENGTH = 1000;
const MAX_VALUE_LENGTH = 10_000;
const PROPERTY_RE = /^(?:--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;
/** The selector the property-object shape applies to: the side's root box. */
export const ROOT_SELECTOR = 'body';

/**
 * React's rule for style names: WebkitTransform -> -webkit-transform, msTransform
 * -> -ms-transform, kebab-case unchanged. (Written here: the hyphenate-style-name
 * package caches in a plain object and throws on a key named hasOwnProperty.)
 */
function cssName(property: string): string {
  if (property.startsWith('--')) return property;
  const hyphenated = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return hyphenated.startsWith('ms-') ? `-${hyphenated}` : hyphenated;
}

const UNITLESS = new Set(Object.keys(unitless).map(cssName));

/** True when `text` has no ';', '{' or '}' outside strings and parentheses. */
function isSingleValue(text: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\n') return false;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === '{' || ch === '}') return false;
    else if (ch === ';' && depth === 0) return false;
  }
  return quote === null && depth === 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One `property: value` declaration, or the issue that refuses it. */
function declaration(property: string, value: unknown, at: (string | number)[]): { text: string } | { issue: InputIssue } {
  if (!PROPERTY_RE.test(property)) return { issue: { path: at, message: 'property must be a CSS property name' } };
  const name = cssName(property);
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value)) text = value === 0 || UNITLESS.has(name) || name.startsWith('--') ? String(value) : `${value}px`;
  else if (typeof value === 'string') text = value.trim();
  else return { issue: { path: at, message: 'value must be a string or a finite number' } };
  if (text === '' || text.length > MAX_VALUE_LENGTH || !isSingleValue(text) || text.includes('/*')) {
    return { issue: { path: at, message: 'value must be a single CSS value (no ; { } outside strings or url())' } };
  }
  return { text: `${name}: ${text.replace(/</g, '\\3c ')}` };
}

function rule(selector: string, declarations: Record<string, unknown>, at: (string | number)[], issues: InputIssue[]): string {
  const decls: string[] = [];
  for (const [property, value] of Object.entries(declarations)) {
    const result = declaration(property, value, [...at, property]);
    if ('issue' in result) issues.push(result.issue);
    else decls.push(result.text);
  }
  return `${selector} { ${decls.join('; ')} }`;
}

function selectorRules(styles: Record<string, unknown>, path: (string | number)[], issues: InputIssue[]): string[] {
  const rules: string[] = [];
  for (const [selector, declarations] of Object.entries(styles)) {
    const at = [...path, selector];
    const sel = selector.trim();
    if (sel === '' || sel.length > MAX_SELECTOR_LENGTH || /[{};<@]/.test(sel) || sel.includes('/*')) {
      issues.push({ path: at, message: 'selector must be a CSS selector without { } ; < @ or comments' });
      continue;
    }
    rules.push(rule(sel, declarations as Record<string, unknown>, at, issues));
  }
  return rules;
}

/**
 * Validates a side's `styles` and returns it as sanitised CSS text. Two shapes, told apart by their values:
 *
 * - CSS properties -> values (the hosted service's shape, a React `style`
 *   object), applied to the side as a whole (its root box, <body>):
 *     { "backgroundColor": "#ffffff", "color": "#111827", "fontFamily": "Arial, sans-serif" }
 * - selector -> declarations (an Inkpost extension), each a CSS rule:
 *     { "body": { "background": "#fdf6e3" }, ".hero h1": { "fontSize": "14pt", "margin-top": 0 } }
 *
 * Property names may be camelCase, kebab-case, vendor-prefixed (WebkitTransform,
 * msTransform, -webkit-transform) or --custom-properties. Values are strings, or
 * numbers written with px where CSS needs a unit (as React does: 16 -> 16px,
 * lineHeight 1.4 -> 1.4, 0 -> 0). Both shapes go through the same CSS sanitising,
 * after the renderer's base CSS and before the side's own <style> elements.
 * At-rules are not accepted here (use a <style> element for @font-face or @media).
 */
export function sideStylesToCss(styles: unknown, path: (string | number)[], report?: RemovalReport): { css: string; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  if (styles === undefined || styles === null) return { css: '', issues };
  if (!isPlainObject(styles)) return { css: '', issues: [{ path, message: 'styles must be an object of CSS properties (or of selector -> declarations)' }] };
  const values = Object.values(styles);
  if (values.length > MAX_STYLE_RULES) return { css: '', issues: [{ path, message: `styles may have at most ${MAX_STYLE_RULES} entries` }] };
  const nested = values.filter(isPlainObject).length;
  let rules: string[];
  if (nested === 0) rules = values.length === 0 ? [] : [rule(ROOT_SELECTOR, styles, path, issues)];
  else if (nested === values.length) rules = selectorRules(styles, path, issues);
  else return { css: '', issues: [{ path, message: 'styles must be either CSS properties -> values or selector -> declarations, not both' }] };
  return { css: issues.length > 0 ? '' : sanitiseCss(rules.join('\n'), report), issues };
}
