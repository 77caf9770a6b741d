// Reads and edits the elements the card studio manages inside a side's HTML
// (design-elements.ts writes them). Every visual action in the studio is one of
// these edits: the HTML stays the source of truth and the code view shows it.
import { type DefaultTreeAdapterTypes, parseFragment, serialize, serializeOuter } from 'parse5';
import styleToObject from 'style-to-object';
import { type Box, ELEMENT_KINDS, type ElementKind } from './design-elements.ts';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type Fragment = DefaultTreeAdapterTypes.DocumentFragment;

export interface DesignElement {
  id: string;
  kind: ElementKind;
  /** Position and size in mm from the page's corner (bleed included); null when the style does not place it. */
  box: Box | null;
  attrs: Readonly<Record<string, string>>;
  /** The style attribute as property -> value (kebab-case, as written). */
  style: Readonly<Record<string, string>>;
  /** The element's inner HTML. */
  content: string;
}

export interface ElementChange {
  box?: Box;
  /** Attributes to set; null removes one. */
  attrs?: Readonly<Record<string, string | null>>;
  /** Style properties to set; null removes one. */
  style?: Readonly<Record<string, string | null>>;
  content?: string;
}

const MM_PER: Readonly<Record<string, number>> = { mm: 1, cm: 10, in: 25.4, pt: 25.4 / 72, px: 25.4 / 96, q: 0.25 };

/** A CSS length in mm ("12.5mm", "1in", "40px"); undefined for anything else (percentages, auto). */
export function lengthInMm(value: string | undefined): number | undefined {
  const match = value?.trim().toLowerCase().match(/^(-?\d*\.?\d+)(mm|cm|in|pt|px|q)$/);
  if (!match) return undefined;
  return Number(match[1]) * MM_PER[match[2]!]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mm = (n: number) => `${round2(n)}mm`;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function walk(root: Fragment | Element, visit: (el: Element) => void): void {
  for (const node of root.childNodes) {
    if (!isElement(node)) continue;
    visit(node);
    walk(node, visit);
  }
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function setAttr(el: Element, name: string, value: string | null): void {
  const i = el.attrs.findIndex((a) => a.name === name);
  if (value === null) {
    if (i >= 0) el.attrs.splice(i, 1);
  } else if (i >= 0) el.attrs[i] = { name, value };
  else el.attrs.push({ name, value });
}

function styleOf(el: Element): Record<string, string> {
  const style: Record<string, string> = {};
  try {
    styleToObject(attr(el, 'style') ?? '', (name, value) => {
      style[name.toLowerCase()] = value;
    });
  } catch {
    // A style the parser cannot read is left alone (the element reads as unplaced).
  }
  return style;
}

function writeStyle(el: Element, style: Record<string, string>): void {
  setAttr(
    el,
    'style',
    Object.entries(style)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  );
}

function boxOf(style: Record<string, string>): Box | null {
  if (style['position'] !== 'absolute') return null;
  const [x, y, width, height] = ['left', 'top', 'width', 'height'].map((p) => lengthInMm(style[p]));
  if (x === undefined || y === undefined || width === undefined || height === undefined) return null;
  return { x: round2(x), y: round2(y), width: round2(width), height: round2(height) };
}

function kindOf(el: Element): ElementKind | undefined {
  const kind = attr(el, 'data-ink-kind');
  return (ELEMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ElementKind) : undefined;
}

function managed(fragment: Fragment): Element[] {
  const found: Element[] = [];
  walk(fragment, (el) => {
    if (attr(el, 'data-ink-id') !== undefined && kindOf(el)) found.push(el);
  });
  return found;
}

function describe(el: Element): DesignElement {
  const style = styleOf(el);
  return {
    id: attr(el, 'data-ink-id')!,
    kind: kindOf(el)!,
    box: boxOf(style),
    attrs: Object.fromEntries(el.attrs.map((a) => [a.name, a.value])),
    style,
    content: serialize(el),
  };
}

/** The studio's elements of a side, in document order (later ones paint on top). */
export function elementsOf(html: string): DesignElement[] {
  return managed(parseFragment(html)).map(describe);
}

function edit(html: string, id: string, change: (el: Element, fragment: Fragment) => void): string {
  const fragment = parseFragment(html);
  const el = managed(fragment).find((e) => attr(e, 'data-ink-id') === id);
  if (!el) return html;
  change(el, fragment);
  return serialize(fragment);
}

function applyChange(el: Element, change: ElementChange): void {
  for (const [name, value] of Object.entries(change.attrs ?? {})) setAttr(el, name, value);
  if (change.box || change.style) {
    const style = styleOf(el);
    if (change.box) {
      style['position'] = 'absolute';
      style['left'] = mm(change.box.x);
      style['top'] = mm(change.box.y);
      style['width'] = mm(change.box.width);
      style['height'] = mm(change.box.height);
    }
    for (const [name, value] of Object.entries(change.style ?? {})) {
      if (value === null) delete style[name];
      else style[name] = value;
    }
    writeStyle(el, style);
    // A Smart QR's printed size follows its box.
    if (change.box && attr(el, 'data-sqr') !== undefined) setAttr(el, 'data-sqr-size', mm(change.box.width));
  }
  if (change.content !== undefined) {
    const inner = parseFragment(el, change.content, {});
    for (const node of inner.childNodes) node.parentNode = el;
    el.childNodes = inner.childNodes;
  }
}

/** Applies a change to one element; an unknown id leaves the HTML as it was. */
export function changeElement(html: string, id: string, change: ElementChange): string {
  return edit(html, id, (el) => applyChange(el, change));
}

/** Applies changes to several elements in one pass (an align, a group's move); unknown ids are left out. */
export function changeElements(html: string, changes: ReadonlyMap<string, ElementChange>): string {
  if (changes.size === 0) return html;
  const fragment = parseFragment(html);
  let changed = false;
  for (const el of managed(fragment)) {
    const change = changes.get(attr(el, 'data-ink-id')!);
    if (!change) continue;
    applyChange(el, change);
    changed = true;
  }
  return changed ? serialize(fragment) : html;
}

/** The elements' own HTML (outer), in document order: what copy puts on the clipboard. */
export function elementsHtml(html: string, ids: readonly string[]): string[] {
  return managed(parseFragment(html))
    .filter((el) => ids.includes(attr(el, 'data-ink-id')!))
    .map((el) => serializeOuter(el));
}

/**
 * Moves an element to a place in the paint order: `toIndex` counts the side's
 * elements from the back (0 paints under all others). Elements nested in other
 * markup stay where they are.
 */
export function moveElementInOrder(html: string, id: string, toIndex: number): string {
  const fragment = parseFragment(html);
  const all = managed(fragment);
  const el = all.find((e) => attr(e, 'data-ink-id') === id);
  if (!el || el.parentNode !== fragment) return html;
  const others = all.filter((e) => e !== el && e.parentNode === fragment);
  const target = Math.max(0, Math.min(toIndex, others.length));
  if (all.filter((e) => e.parentNode === fragment).indexOf(el) === target) return html;
  const siblings = fragment.childNodes;
  // The line break after it goes with it, so the code view keeps one element a line.
  const at = siblings.indexOf(el);
  const after = siblings[at + 1];
  const moving = after && after.nodeName === '#text' && /^\s*$/.test((after as DefaultTreeAdapterTypes.TextNode).value) ? [el, after] : [el];
  siblings.splice(at, moving.length);
  const before = others[target];
  if (before) siblings.splice(siblings.indexOf(before), 0, ...moving);
  else {
    const last = others[others.length - 1];
    const lastAt = last ? siblings.indexOf(last) + 1 : siblings.length;
    const lastBreak = siblings[lastAt];
    siblings.splice(lastBreak?.nodeName === '#text' ? lastAt + 1 : lastAt, 0, ...(moving.length === 1 && lastBreak?.nodeName !== '#text' ? [el] : moving));
  }
  return serialize(fragment);
}

export function removeElement(html: string, id: string): string {
  return edit(html, id, (el) => {
    const siblings = el.parentNode?.childNodes;
    if (siblings) siblings.splice(siblings.indexOf(el), 1);
  });
}

/** Moves an element to the end of its parent, so it paints above the others. */
export function bringToFront(html: string, id: string): string {
  return edit(html, id, (el) => {
    const siblings = el.parentNode?.childNodes;
    if (!siblings) return;
    siblings.splice(siblings.indexOf(el), 1);
    siblings.push(el);
  });
}

/** Adds an element's HTML at the end of the side. */
export function appendElement(html: string, elementHtml: string): string {
  const trimmed = html.replace(/\s+$/, '');
  return `${trimmed}${trimmed ? '\n' : ''}${elementHtml}\n`;
}

/** An id no element of the sides uses yet: "qr-1", "qr-2", ... */
export function nextElementId(kind: ElementKind, ...htmls: string[]): string {
  const used = new Set(htmls.flatMap((html) => elementsOf(html).map((e) => e.id)));
  // Smart QR slot ids are names too (data-sqr-id); keep them apart from other ids.
  for (const html of htmls) for (const match of html.matchAll(/data-sqr-id="([^"]*)"/g)) used.add(match[1]!);
  let n = 1;
  while (used.has(`${kind}-${n}`)) n++;
  return `${kind}-${n}`;
}
