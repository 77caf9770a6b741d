import { defaultTreeAdapter, html as htmlSpec, serialize } from 'parse5';
import { HTML_SIDE_MAX_BYTES } from '#shared/schemas/smart-qr.ts';
import { fillPlaceholderElement, missingUrlIssues } from '../qr/fill-placeholders.ts';
import type { QrUrls } from '../qr/fill-placeholders.ts';
import { parseSideHtml, scanPlaceholders } from '../qr/parse-placeholders.ts';
import type { SideName, SmartQrSlot } from '../qr/parse-placeholders.ts';
import { baseCss } from './base-css.ts';
import { createHash } from 'node:crypto';
import { printFontCss, printFontFamilies } from './print-font-css.ts';
import { findChild, removeNode } from '../markup/dom-tree.ts';
import type { Element } from '../markup/dom-tree.ts';
import { HtmlInputError } from '../markup/input-issue.ts';
import type { InputIssue } from '../markup/input-issue.ts';
import type { PageGeometry } from './page-geometry.ts';
import { sanitiseDocument } from './sanitise-html.ts';
import { MarkupSlots } from '../markup/markup-slots.ts';
import { sideStylesToCss } from './side-styles.ts';
import { WarningList } from './html-warnings.ts';
import { ownValue } from '#shared/issue-tree.ts';
import { fillHandwritingBlocks, handwritingRequests, type HandNames, type HandwritingReport, scanHandwritingBlocks } from './handwritten-blocks.ts';
import { fillMergeFields } from '#shared/merge-fields.ts';
import type { HandwritingBlockRequest, HandwritingWriter } from '../handwriting/write-block.ts';
import { handwritingBlockWriter } from '../on-first-use.ts';

/** One side as the API sends it: `{html, styles?}`. */
export interface HtmlSide {
  html: string;
  styles?: unknown;
}

/** How a side's content is filled in (a render request gives them once for all its sides). */
export interface SideFillOptions {
  /** Editor previews: encode the destination when a slot has no tracked URL (default false: a missing URL is an error). */
  qrFallbackToDestination?: boolean;
  /** Values for the side's {{merge fields}} (designs); without them the HTML is rendered as sent. */
  mergeValues?: Readonly<Record<string, unknown>>;
  /** The recipient's name and address as posted (#shared/address/format-address.ts), for address blocks (default: written from mergeValues, with the country). */
  addressLines?: readonly string[];
  /** Seed of the handwritten blocks' variation (the recipient id); default: the side's name. */
  handwritingSeed?: string;
  /** The team's own hands, by name: data-hw-font may name them. */
  hands?: HandNames;
  /** The @font-face rules of the team's own typefaces the side names (#core/domain/fonts/team-font-css.ts). */
  teamFontCss?: (html: string, styles: unknown) => string;
}

export interface PrepareSideOptions extends SideFillOptions {
  side: SideName;
  geometry: PageGeometry;
  /** Tracked URL per data-sqr-id. */
  qrUrls?: QrUrls;
  /** Writes handwritten blocks (the server's render workers); default: in this thread. */
  writeHandwriting?: HandwritingWriter;
}

/** The parts of a side our own engine draws over the browser's page (inklessSide). */
export interface InkParts {
  /** Handwritten blocks as the engine writes them, in document order. */
  blocks: HandwritingBlockRequest[];
  /** Smart QR codes: each slot with its tracked URL, in document order. */
  codes: { slot: SmartQrSlot; url: string }[];
}

export interface PreparedSide {
  side: SideName;
  geometry: PageGeometry;
  /** The complete, sanitised document to load (standards mode). */
  html: string;
  slots: SmartQrSlot[];
  /** What the sanitiser removed; the render adds the requests the network policy refused. */
  warnings: WarningList;
  /** What the handwriting engine did with each handwritten block (none for a side without its ink). */
  handwriting: HandwritingReport[];
}

function styleElement(css: string): Element {
  const el = defaultTreeAdapter.createElement('style', htmlSpec.NS.HTML, []);
  defaultTreeAdapter.insertText(el, css);
  return el;
}

/** Checks a side without rendering it: size, placeholders, styles. */
export function validateSide(input: HtmlSide, side: SideName, hands?: HandNames): InputIssue[] {
  const issues: InputIssue[] = [];
  const path = ['html', side];
  if (typeof input.html !== 'string') return [{ path: [...path, 'html'], message: 'html must be a string' }];
  if (Buffer.byteLength(input.html, 'utf8') > HTML_SIDE_MAX_BYTES) issues.push({ path: [...path, 'html'], message: `html must be at most ${HTML_SIDE_MAX_BYTES / 1024} KB` });
  else {
    const doc = parseSideHtml(input.html);
    issues.push(...scanPlaceholders(doc, input.html, side, path).issues, ...scanHandwritingBlocks(doc, path, hands).issues);
  }
  issues.push(...sideStylesToCss(input.styles, [...path, 'styles']).issues);
  return issues;
}

/** A side read and checked: what the rest of its preparation works on. */
interface ReadSide {
  input: HtmlSide;
  options: PrepareSideOptions;
  /** The side's HTML with its merge fields filled. */
  source: string;
  doc: ReturnType<typeof parseSideHtml>;
  scan: ReturnType<typeof scanPlaceholders>;
  handwritten: ReturnType<typeof scanHandwritingBlocks>;
  warnings: WarningList;
  styles: ReturnType<typeof sideStylesToCss>;
  urls: Record<string, string>;
}

/** Fills the merge fields and checks the side (size, placeholders, handwritten blocks, styles, URLs). Throws HtmlInputError. */
function readSide(input: HtmlSide, options: PrepareSideOptions): ReadSide {
  const { side } = options;
  const path = ['html', side];
  if (typeof input.html !== 'string') throw new HtmlInputError([{ path: [...path, 'html'], message: 'html must be a string' }]);
  if (Buffer.byteLength(input.html, 'utf8') > HTML_SIDE_MAX_BYTES) {
    throw new HtmlInputError([{ path: [...path, 'html'], message: `html must be at most ${HTML_SIDE_MAX_BYTES / 1024} KB` }]);
  }
  const source = options.mergeValues ? fillMergeFields(input.html, options.mergeValues) : input.html;
  const doc = parseSideHtml(source);
  const scan = scanPlaceholders(doc, source, side, path);
  const handwritten = scanHandwritingBlocks(doc, path, options.hands);
  const warnings = new WarningList(side);
  const styles = sideStylesToCss(input.styles, [...path, 'styles'], warnings.removed);
  // Slot ids are the caller's: a map without a prototype, read by own keys only.
  const urls = Object.assign(Object.create(null) as Record<string, string>, options.qrUrls);
  if (options.qrFallbackToDestination) for (const s of scan.slots) if (!Object.hasOwn(urls, s.id)) urls[s.id] = s.destination;
  const issues = [...scan.issues, ...handwritten.issues, ...styles.issues, ...missingUrlIssues(scan.slots, urls, path)];
  if (issues.length > 0) throw new HtmlInputError(issues);
  return { input, options, source, doc, scan, handwritten, warnings, styles, urls };
}

/**
 * Sanitises and assembles a side read into the document the engines load: base CSS, then the
 * side's `styles`, then its own <style> elements; Smart QR placeholders filled with their vector
 * codes and handwritten blocks written, unless the ink is left apart (their places stay empty).
 */
async function assembleSide(read: ReadSide, ink: 'fill' | 'apart'): Promise<PreparedSide> {
  const { input, options, source, doc, scan, handwritten, warnings, styles, urls } = read;
  const { side, geometry } = options;
  sanitiseDocument(doc, warnings.removed);
  const markup = new MarkupSlots();
  let handwriting: HandwritingReport[] = [];
  if (ink === 'fill') {
    scan.slots.forEach((slot, i) => {
      const el = scan.elements[i];
      const url = ownValue(urls, slot.id);
      if (el && url) fillPlaceholderElement(el, slot, url, markup);
    });
    handwriting = await fillHandwritingBlocks(
      handwritten.blocks,
      { seed: options.handwritingSeed ?? side, values: options.mergeValues, addressLines: options.addressLines },
      options.writeHandwriting ?? (async (blocks) => (await handwritingBlockWriter()).writeHandwritingBlocks(blocks)), // loaded only for a side that has blocks
      markup,
    );
  }
  for (const node of [...doc.childNodes]) if (node.nodeName === '#documentType') removeNode(node);
  const html = findChild(doc, 'html');
  const head = html ? findChild(html, 'head') : undefined;
  if (!head) throw new Error('parse5 produced a document without <head>');
  const fonts = [printFontCss(source, input.styles), options.teamFontCss?.(source, input.styles) ?? ''].filter(Boolean).join('\n');
  const ours = [styleElement(baseCss(geometry)), ...(fonts ? [styleElement(fonts)] : []), ...(styles.css ? [styleElement(styles.css)] : [])];
  for (const el of ours) el.parentNode = head;
  head.childNodes.unshift(...ours);
  return { side, geometry, html: `<!DOCTYPE html>${markup.fill(serialize(doc))}`, slots: scan.slots, warnings, handwriting };
}

/**
 * Validates, sanitises and assembles one side into the document the engines
 * load: base CSS, then the side's `styles`, then its own <style> elements, and
 * each Smart QR placeholder filled with its vector code. Throws HtmlInputError.
 */
export async function prepareSide(input: HtmlSide, options: PrepareSideOptions): Promise<PreparedSide> {
  return assembleSide(readSide(input, options), 'fill');
}

/** A side read with its ink apart (campaign cards, docs/html-rendering.md): what our engine draws, and the page without it. */
export interface InklessSide {
  /** Names the page without ink: equal keys, the same document. */
  key: string;
  parts: InkParts;
  slots: SmartQrSlot[];
  /** The page without ink as a complete document (asked for only when no page of this key is kept). */
  prepare(): Promise<PreparedSide>;
}

/**
 * Reads and checks a side as prepareSide does, takes out what our engine draws over the page (the
 * handwritten blocks' content, the Smart QR codes) and names what is left by a hash of all that the
 * document is made of: the side without its ink, its styles, the typefaces it names, the page size.
 * The document itself is assembled only when `prepare` is called. Throws HtmlInputError.
 */
export function inklessSide(input: HtmlSide, options: PrepareSideOptions): InklessSide {
  const read = readSide(input, options);
  const { side, geometry } = options;
  const job = { seed: options.handwritingSeed ?? side, values: options.mergeValues, addressLines: options.addressLines };
  const parts: InkParts = { blocks: handwritingRequests(read.handwritten.blocks, job), codes: read.scan.slots.map((slot) => ({ slot, url: ownValue(read.urls, slot.id) ?? '' })) };
  for (const block of read.handwritten.blocks) block.element.childNodes = [];
  const key = createHash('sha1')
    .update(JSON.stringify([geometry, read.styles.css, printFontFamilies(read.source, input.styles)]))
    .update(options.teamFontCss?.(read.source, input.styles) ?? '')
    .update(serialize(read.doc))
    .digest('hex');
  return { key, parts, slots: read.scan.slots, prepare: () => assembleSide(read, 'apart') };
}
