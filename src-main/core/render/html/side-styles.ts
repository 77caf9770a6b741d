import type { InputIssue } from './input-issue.ts';
import { sanitiseCss } from './sanitise-css.ts';

/**
 * The `styles` of a side: CSS rules as a map of selector -> declarations, where
 * declarations map a property (kebab-case, camelCase or a --custom-property) to
 * a string or number value. Numbers are written as-is (no unit is added).
 *
 *   { "body": { "background": "#fdf6e3" }, ".hero h1": { "fontSize": "14pt", "margin-top": 0 } }
 *
 * Applied after the renderer's base CSS and before the side's own <style>
 * elements. At-rules are not accepted here (use a <style> element for @font-face
 * or @media).
 */
export type SideStyles = Readonly<Record<string, Readonly<Record<string, string | number>>>>;

export const MAX_STYLE_RULES = 500;
const MAX_SELECTOR_LENGTH = 1000;
const MAX_VALUE_LENGTH = 10_000;
const PROPERTY_RE = /^(?:--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;

function kebab(property: string): string {
  return property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

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

/** Validates a side's `styles` and returns it as sanitised CSS text. */
export function sideStylesToCss(styles: unknown, path: (string | number)[]): { css: string; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  if (styles === undefined || styles === null) return { css: '', issues };
  if (!isPlainObject(styles)) return { css: '', issues: [{ path, message: 'styles must be an object of selector -> declarations' }] };
  const entries = Object.entries(styles);
  if (entries.length > MAX_STYLE_RULES) issues.push({ path, message: `styles may have at most ${MAX_STYLE_RULES} selectors` });
  const rules: string[] = [];
  for (const [selector, declarations] of entries) {
    const at = [...path, selector];
    const sel = selector.trim();
    if (sel === '' || sel.length > MAX_SELECTOR_LENGTH || /[{};<@]/.test(sel) || sel.includes('/*')) {
      issues.push({ path: at, message: 'selector must be a CSS selector without { } ; < @ or comments' });
      continue;
    }
    if (!isPlainObject(declarations)) {
      issues.push({ path: at, message: 'declarations must be an object of property -> value' });
      continue;
    }
    const decls: string[] = [];
    for (const [property, value] of Object.entries(declarations)) {
      if (!PROPERTY_RE.test(property)) {
        issues.push({ path: [...at, property], message: 'property must be a CSS property name' });
        continue;
      }
      let text: string;
      if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
      else if (typeof value === 'string') text = value.trim();
      else {
        issues.push({ path: [...at, property], message: 'value must be a string or a finite number' });
        continue;
      }
      if (text === '' || text.length > MAX_VALUE_LENGTH || !isSingleValue(text) || text.includes('/*')) {
        issues.push({ path: [...at, property], message: 'value must be a single CSS value (no ; { } outside strings or url())' });
        continue;
      }
      decls.push(`${kebab(property)}: ${text.replace(/</g, '\\3c ')}`);
    }
    rules.push(`${sel} { ${decls.join('; ')} }`);
  }
  return { css: issues.length > 0 ? '' : sanitiseCss(rules.join('\n')), issues };
}
