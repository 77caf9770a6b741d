import { attrName, removeNode, walkElements } from './dom-tree.ts';
import type { ChildNode, Document, Element, ParentNode } from './dom-tree.ts';
import { type RemovalReport, sanitiseCss } from './sanitise-css.ts';

/** Elements removed with everything inside them. */
const REMOVED_ELEMENTS = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'base',
  'link',
  'meta',
  'template',
  'portal',
  'fencedframe',
]);

/** Attributes removed wherever they appear (plus every on* handler). */
const REMOVED_ATTRIBUTES = new Set(['action', 'formaction', 'srcdoc', 'ping', 'http-equiv', 'loading', 'attributionsrc', 'autofocus', 'popovertarget']);

/** Attributes holding a URL (srcset-like lists are checked candidate by candidate). */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'poster', 'background', 'data', 'codebase', 'cite', 'longdesc', 'lowsrc', 'dynsrc', 'manifest', 'formaction', 'action']);
const URL_LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** SVG animation elements may rewrite href (or a handler) to script: those go. */
const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'discard']);

// eslint-disable-next-line no-control-regex -- browsers ignore these characters in URLs, so must we
const URL_IGNORED = /[\u0000-\u0020\u007f]/g;
const BAD_SCHEME = /^(?:javascript|vbscript|file|livescript|mocha):/i;

export function isForbiddenUrl(value: string): boolean {
  let v = value.replace(URL_IGNORED, '');
  // Entity-decoded already by the parser; also undo percent-encoding of the scheme.
  try {
    v = decodeURIComponent(v.slice(0, 32)) + v.slice(32);
  } catch {
    // keep as is
  }
  return BAD_SCHEME.test(v);
}

/** The scheme of a forbidden URL, for the report (`javascript`). */
function schemeOf(value: string): string {
  return /^[^:]*/.exec(value.replace(URL_IGNORED, ''))?.[0].toLowerCase() ?? 'forbidden';
}

/** Why an attribute goes, or undefined when it stays. */
function removedAttribute(tag: string, name: string, value: string): string | undefined {
  if (name.startsWith('on') || REMOVED_ATTRIBUTES.has(name)) return `${name} attribute`;
  if (URL_ATTRIBUTES.has(name) && isForbiddenUrl(value)) return `${schemeOf(value)}: URL (${name})`;
  if (URL_LIST_ATTRIBUTES.has(name)) {
    const bad = value.split(',').find((c) => isForbiddenUrl(c.trim()));
    if (bad !== undefined) return `${schemeOf(bad.trim())}: URL (${name})`;
  }
  if (tag === 'form' && (name === 'method' || name === 'enctype' || name === 'target')) return `${name} attribute of <form>`;
  return undefined;
}

function sanitiseAttributes(el: Element, report?: RemovalReport): void {
  const tag = el.tagName.toLowerCase();
  el.attrs = el.attrs.filter((attr) => {
    const removed = removedAttribute(tag, attrName(attr), attr.value);
    if (removed !== undefined) report?.(removed);
    return removed === undefined;
  });
  for (const attr of el.attrs) {
    if (attrName(attr) === 'style') attr.value = sanitiseCss(attr.value, report);
  }
}

function sanitiseStyleElement(el: Element, report?: RemovalReport): void {
  for (const child of el.childNodes) {
    if (child.nodeName === '#text' && 'value' in child) child.value = sanitiseCss(child.value, report);
  }
}

/**
 * Removes everything that could run code, navigate, submit or load outside the
 * network policy, in place: scripts, frames, objects, embeds, <base>, <link>
 * (external CSS, preloads), <meta> (refresh), templates, every on* handler,
 * javascript:/vbscript:/file: URLs, form actions, ping, srcdoc. CSS in <style>
 * and style="" loses @import and other non-layout at-rules. `report` is told
 * each thing removed (`<script> element`, `onclick attribute`, `@import rule`).
 */
export function sanitiseDocument(doc: Document | ParentNode, report?: RemovalReport): void {
  const doomed: ChildNode[] = [];
  walkElements(doc, (el) => {
    const tag = el.tagName.toLowerCase();
    const animatesLinks = ANIMATION_ELEMENTS.has(tag) && el.attrs.some((a) => attrName(a) === 'attributename' && /href|^\s*on/i.test(a.value));
    if (REMOVED_ELEMENTS.has(tag) || animatesLinks) {
      report?.(`<${tag}> element`);
      doomed.push(el);
      return false;
    }
    sanitiseAttributes(el, report);
    if (tag === 'style') sanitiseStyleElement(el, report);
    return true;
  });
  for (const node of doomed) removeNode(node);
}
