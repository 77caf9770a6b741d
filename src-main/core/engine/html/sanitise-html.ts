import { HTML_NS, SVG_NS, attrName, childrenOf, isElement, removeNode } from '../markup/dom-tree.ts';
import type { ChildNode, Document, Element, ParentNode } from '../markup/dom-tree.ts';
import { FORM_ONLY_REFUSED, HTML_ATTRIBUTES, HTML_ELEMENTS, REMOVED_WITH_CONTENT, SVG_ATTRIBUTES, SVG_ELEMENTS, URL_ATTRIBUTES, URL_LIST_ATTRIBUTES } from './html-allowlist.ts';
import { type RemovalReport, sanitiseCss } from './sanitise-css.ts';

// eslint-disable-next-line no-control-regex -- browsers ignore these characters in URLs, so must we
const URL_IGNORED = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes a URL attribute may carry at all (each attribute narrows it further, see urlRefusal). */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'data']);

/** The scheme of a URL as a browser reads it (ignored characters dropped, a percent-encoded scheme decoded), lower-cased; undefined for a relative URL. */
function schemeOf(value: string): string | undefined {
  let v = value.replace(URL_IGNORED, '');
  // Entity-decoded already by the parser; also undo percent-encoding of the scheme.
  try {
    v = decodeURIComponent(v.slice(0, 32)) + v.slice(32);
  } catch {
    // keep as is
  }
  return SCHEME.exec(v)?.[1]?.toLowerCase();
}

/** A URL with a scheme no attribute may carry (javascript:, vbscript:, file:, ...). */
export function isForbiddenUrl(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme);
}

/**
 * Why a URL may not stay in this attribute, or undefined: links (an HTML `href`)
 * may be http(s), mailto or tel; everything that loads (src, an SVG image's href,
 * backgrounds) http(s) or an image as `data:`; relative URLs and fragments stay.
 */
function urlRefusal(el: Element, name: string, value: string): string | undefined {
  const scheme = schemeOf(value);
  if (scheme === undefined) return undefined;
  const isLink = name === 'href' && el.namespaceURI === HTML_NS;
  const allowed = scheme === 'http' || scheme === 'https' || (isLink ? scheme === 'mailto' || scheme === 'tel' : scheme === 'data' && /^data:image\//i.test(value.replace(URL_IGNORED, '')));
  return allowed ? undefined : `${scheme}: URL (${name})`;
}

/** Why an attribute goes, or undefined when it stays. */
function attributeRefusal(el: Element, tag: string, name: string, value: string): string | undefined {
  if (tag === 'form' && FORM_ONLY_REFUSED.has(name)) return `${name} attribute of <form>`;
  const known = el.namespaceURI === SVG_NS ? SVG_ATTRIBUTES : HTML_ATTRIBUTES;
  if (!known.has(name) && !/^(data|aria)-[a-z0-9_.:-]+$/.test(name)) return `${name} attribute`;
  if (URL_ATTRIBUTES.has(name)) return urlRefusal(el, name, value);
  if (URL_LIST_ATTRIBUTES.has(name)) {
    for (const candidate of value.split(',')) {
      const refused = urlRefusal(el, name, candidate.trim());
      if (refused) return refused;
    }
  }
  return undefined;
}

function sanitiseAttributes(el: Element, tag: string, report?: RemovalReport): void {
  el.attrs = el.attrs.filter((attr) => {
    const refused = attributeRefusal(el, tag, attrName(attr), attr.value);
    if (refused !== undefined) report?.(refused);
    return refused === undefined;
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

/** What becomes of an element: kept (its attributes cleaned), unwrapped (its content stays), or removed with its content. */
function verdict(el: Element, tag: string): 'keep' | 'unwrap' | 'remove' {
  if (REMOVED_WITH_CONTENT.has(tag)) return 'remove';
  if (el.namespaceURI === HTML_NS && HTML_ELEMENTS.has(tag)) return 'keep';
  if (el.namespaceURI === SVG_NS && SVG_ELEMENTS.has(tag)) return 'keep';
  // An element of another namespace (MathML) goes whole: its content is not HTML either.
  return el.namespaceURI === HTML_NS || el.namespaceURI === SVG_NS ? 'unwrap' : 'remove';
}

/** Puts an element's children where it was. */
function unwrap(el: Element): ChildNode[] {
  const parent = el.parentNode;
  const kids = [...el.childNodes];
  if (!parent) return kids;
  const at = parent.childNodes.indexOf(el);
  for (const kid of kids) kid.parentNode = parent;
  parent.childNodes.splice(at, 1, ...kids);
  el.childNodes = [];
  el.parentNode = null;
  return kids;
}

function sanitiseChildren(parent: ParentNode, report?: RemovalReport): void {
  // Depth-first in document order (the report lists removals as they appear): a stack, last child pushed first.
  const stack: ChildNode[] = [...childrenOf(parent)].reverse();
  const pushChildren = (kids: readonly ChildNode[]) => {
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  };
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#comment') {
      removeNode(node); // renders nothing; a comment is how markup hides from one parser and not another
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.tagName.toLowerCase();
    const what = verdict(node, tag);
    if (what === 'remove') {
      report?.(`<${tag}> element`);
      removeNode(node);
      continue;
    }
    if (what === 'unwrap') {
      report?.(`<${tag}> element`);
      pushChildren(unwrap(node));
      continue;
    }
    sanitiseAttributes(node, tag, report);
    if (tag === 'style') sanitiseStyleElement(node, report);
    pushChildren(node.childNodes);
  }
}

/**
 * Keeps only what is known to be safe on a printed card (html-allowlist.ts), in
 * place, over the tree parse5 built (the HTML standard's parser, as the browser
 * that renders it parses): allowlisted HTML and SVG elements in their own
 * namespace, allowlisted attributes (every on* handler, form actions, srcdoc,
 * ping ... are not), URLs with an allowed scheme for their attribute, CSS in
 * <style> and style="" without @import and other non-layout at-rules.
 * Scripts, frames, objects, <base>, <link>, <meta>, templates, MathML and SVG
 * animation go with their content; any other unknown element goes and leaves its
 * content; comments go. `report` is told each thing removed (`<script> element`,
 * `onclick attribute`, `javascript: URL (href)`, `@import rule`).
 */
export function sanitiseDocument(doc: Document | ParentNode, report?: RemovalReport): void {
  sanitiseChildren(doc, report);
}
