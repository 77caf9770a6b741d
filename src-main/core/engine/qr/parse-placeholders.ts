import { parse } from 'parse5';
import type { InputIssue } from '../markup/input-issue.ts';
import { HTML_NS, attrName, isText, walkElements } from '../markup/dom-tree.ts';
import type { Document, Element } from '../markup/dom-tree.ts';
import { parseSmartQrAttributes } from './smart-qr-options.ts';
import type { SmartQrOptions } from './smart-qr-options.ts';

export type SideName = 'front' | 'back';

/** One Smart QR placeholder of a side. */
export interface SmartQrSlot extends SmartQrOptions {
  side: SideName;
}

export interface PlaceholderScan {
  slots: SmartQrSlot[];
  /** The placeholder elements, parallel to `slots` (for filling). */
  elements: Element[];
  issues: InputIssue[];
}

/** Parses a side's HTML the way the renderer does (with source locations). */
export function parseSideHtml(html: string): Document {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
}

function attrMap(el: Element): Map<string, string> {
  const map = new Map<string, string>();
  for (const a of el.attrs) map.set(attrName(a), a.value);
  return map;
}

function isEmptyContent(el: Element): boolean {
  return el.childNodes.every((n) => (isText(n) ? n.value.trim() === '' : n.nodeName === '#comment'));
}

/** `<div data-sqr ... />`: a solidus just before '>' that is not part of an unquoted attribute value. */
function isSelfClosing(el: Element, source: string): boolean {
  const loc = el.sourceCodeLocation;
  if (!loc?.startTag) return false;
  const text = source.slice(loc.startTag.startOffset, loc.startTag.endOffset);
  const m = /\/\s*>$/.exec(text);
  if (!m) return false;
  const slash = loc.startTag.startOffset + m.index;
  const attrEnd = Math.max(0, ...Object.values(loc.attrs ?? {}).map((a) => a.endOffset));
  return slash >= attrEnd;
}

function slotLabel(el: Element, index: number): string {
  const id = el.attrs.find((a) => a.name === 'data-sqr-id')?.value;
  return id !== undefined && id.trim() !== '' ? `slot '${id}'` : `placeholder ${index + 1}`;
}

/**
 * Finds the Smart QR placeholders of a parsed side: only `div[data-sqr]`,
 * explicitly closed, empty (whitespace and comments allowed), with a valid,
 * unique data-sqr-id and valid options. Issues are located at `path`
 * (['html', side] by default), with messages naming the attribute and slot.
 */
export function scanPlaceholders(doc: Document, source: string, side: SideName, path: (string | number)[] = ['html', side]): PlaceholderScan {
  const scan: PlaceholderScan = { slots: [], elements: [], issues: [] };
  const seen = new Set<string>();
  let index = 0;
  walkElements(doc, (el) => {
    if (!el.attrs.some((a) => attrName(a) === 'data-sqr')) return;
    const label = slotLabel(el, index++);
    const fail = (message: string) => scan.issues.push({ path, message: `${message} (${label})` });
    if (el.tagName !== 'div' || el.namespaceURI !== HTML_NS) {
      fail(`data-sqr is supported only on div elements, not <${el.tagName}>`);
      return;
    }
    const before = scan.issues.length;
    const loc = el.sourceCodeLocation;
    let structural = false;
    if (isSelfClosing(el, source)) {
      fail('a Smart QR placeholder must be an explicitly closed <div data-sqr ...></div>, not self-closing');
      structural = true;
    } else if (!loc?.endTag) {
      fail('a Smart QR placeholder must be explicitly closed with </div>');
      structural = true;
    }
    if (!structural && !isEmptyContent(el)) fail('a Smart QR placeholder must be empty (no child elements or text)');
    const { options, errors } = parseSmartQrAttributes(attrMap(el));
    for (const e of errors) fail(e);
    const id = el.attrs.find((a) => a.name === 'data-sqr-id')?.value;
    if (id !== undefined && id.trim() !== '') {
      if (seen.has(id)) fail('data-sqr-id must be unique per side');
      seen.add(id);
    }
    if (options && scan.issues.length === before) {
      scan.slots.push({ ...options, side });
      scan.elements.push(el);
    }
  });
  if (scan.issues.length > 0) return { slots: [], elements: [], issues: scan.issues };
  return scan;
}

/** Validates a side's placeholders from its HTML text. */
export function parseSmartQrSlots(html: string, side: SideName, path?: (string | number)[]): { slots: SmartQrSlot[]; issues: InputIssue[] } {
  const { slots, issues } = scanPlaceholders(parseSideHtml(html), html, side, path);
  return { slots, issues };
}
