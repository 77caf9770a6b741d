// Handwritten blocks of an HTML side (an Inkpost extension, docs/studio.md):
//   <div data-hw data-hw-font="Stafford" data-hw-ink="blue" data-hw-size="14pt"
//        style="position:absolute;left:10mm;top:12mm;width:120mm;height:60mm">
//     <p>Dear {{firstName}},</p> ...
//   </div>
// A block with data-hw-address writes the recipient's address instead of its
// content: the lines the recipient has, from the merge values.
// The block's text is written by Inkpost's handwriting engine, the one behind
// POST /api/generate/png and the recipient documents, as vector paths, with the
// same per-recipient variation (the seed).
import { serialize } from 'parse5';
import styleToObject from 'style-to-object';
import { FONT_FAMILIES, INK_COLORS, PENS, TEXT_ALIGNS, VERTICAL_ALIGNS } from '#shared/handwriting.ts';
import { parseDimension, dimensionToMm, toPt } from '#shared/units.ts';
import type { HandwritingBlockRequest, HandwritingReport, HandwritingWriter } from '../handwriting/write-block.ts';
import type { HandFamily } from '../handwriting/own-hands.ts';
import { attrName, type Document, type Element, getAttr, walkElements } from '../markup/dom-tree.ts';
import type { InputIssue } from '../markup/input-issue.ts';
import { addressFromValues, addressLines } from '#shared/address/format-address.ts';
import { linesHtml } from '../documents/address-lines.ts';
import type { MarkupSlots } from '../markup/markup-slots.ts';

export interface HandwritingBlock {
  element: Element;
  /** The block as the engine takes it (seed and content set when written). */
  request: Omit<HandwritingBlockRequest, 'seed' | 'content'>;
}

export type { HandwritingReport } from '../handwriting/write-block.ts';

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T | undefined => (value === undefined ? fallback : (list as readonly string[]).includes(value) ? (value as T) : undefined);

function styleLength(style: Map<string, string>, property: string): number | undefined {
  const value = style.get(property);
  const d = value === undefined ? null : parseDimension(value);
  return d ? dimensionToMm(d) : undefined;
}

function styleOf(el: Element): Map<string, string> {
  const map = new Map<string, string>();
  try {
    styleToObject(getAttr(el, 'style') ?? '', (name, value) => map.set(name.toLowerCase(), value.trim()));
  } catch {
    // An unreadable style attribute has no size: reported below.
  }
  return map;
}

/** A team's own hands by name (the engine keys they are written with). */
export type HandNames = ReadonlyMap<string, HandFamily>;

function readBlock(el: Element, index: number, issues: string[], hands: HandNames): HandwritingBlock | undefined {
  const attr = (name: string) => getAttr(el, `data-hw-${name}`)?.trim();
  const style = styleOf(el);
  const widthMm = styleLength(style, 'width');
  const heightMm = styleLength(style, 'height');
  const fontName = attr('font');
  const font: HandFamily | undefined = (fontName !== undefined ? hands.get(fontName) : undefined) ?? oneOf(FONT_FAMILIES, fontName, 'Stafford');
  const ink = oneOf(INK_COLORS, attr('ink'), 'blue');
  const align = oneOf(TEXT_ALIGNS, attr('align'), 'left');
  const valign = oneOf(VERTICAL_ALIGNS, attr('valign'), 'top');
  const penText = attr('pen');
  const pen = penText === undefined ? undefined : oneOf(PENS, penText, 'gel');
  const sizeText = attr('size') ?? '14pt';
  const size = parseDimension(sizeText) ? toPt(sizeText) : NaN;
  const spacing = Number(attr('line-spacing') ?? '1');
  const id = getAttr(el, 'data-ink-id') ?? `hw${index + 1}`;
  const before = issues.length;
  if (!widthMm || !heightMm || widthMm <= 0 || heightMm <= 0) issues.push(`a handwritten block needs a width and a height in its style, in mm, cm, in, pt or px (block '${id}')`);
  if (!font) issues.push(`data-hw-font must be one of ${[...FONT_FAMILIES, ...hands.keys()].join(', ')} (block '${id}')`);
  if (!ink) issues.push(`data-hw-ink must be one of ${INK_COLORS.join(', ')} (block '${id}')`);
  if (penText !== undefined && !pen) issues.push(`data-hw-pen must be one of ${PENS.join(', ')} (block '${id}')`);
  if (!align) issues.push(`data-hw-align must be one of ${TEXT_ALIGNS.join(', ')} (block '${id}')`);
  if (!valign) issues.push(`data-hw-valign must be one of ${VERTICAL_ALIGNS.join(', ')} (block '${id}')`);
  if (!(size > 0 && size <= 144)) issues.push(`data-hw-size must be a size with a unit up to 144pt, e.g. 14pt (block '${id}')`);
  if (!(spacing >= 0.6 && spacing <= 3)) issues.push(`data-hw-line-spacing must be a number from 0.6 to 3 (block '${id}')`);
  for (const a of el.attrs) {
    const name = attrName(a);
    if (name.startsWith('data-hw-') && !['data-hw-font', 'data-hw-ink', 'data-hw-pen', 'data-hw-size', 'data-hw-line-spacing', 'data-hw-align', 'data-hw-valign', 'data-hw-fit', 'data-hw-address'].includes(name)) issues.push(`${name} is not a handwriting attribute (block '${id}')`);
  }
  if (issues.length > before || !font || !ink || !align || !valign || !widthMm || !heightMm) return undefined;
  return { element: el, request: { id, widthMm, heightMm, font, ink, ...(pen ? { pen } : {}), sizePt: size, lineSpacing: spacing, align, valign, shrink: attr('fit') === 'shrink' } };
}

/** The side's handwritten blocks (div[data-hw]), or the issues that refuse them. */
export function scanHandwritingBlocks(doc: Document, path: (string | number)[], hands: HandNames = new Map()): { blocks: HandwritingBlock[]; issues: InputIssue[] } {
  const messages: string[] = [];
  const blocks: HandwritingBlock[] = [];
  let index = 0;
  walkElements(doc, (el) => {
    if (!el.attrs.some((a) => attrName(a) === 'data-hw')) return;
    const block = readBlock(el, index++, messages, hands);
    if (block) blocks.push(block);
    return false; // a block's content is text to write, not more blocks
  });
  return { blocks, issues: messages.map((message) => ({ path, message })) };
}

/** What a block writes: the recipient's values, and the address lines as posted (written from the values, country always, when the caller gives none). */
export interface BlockValues {
  values: Readonly<Record<string, unknown>> | undefined;
  addressLines?: readonly string[] | undefined;
}

/** The block's text as simple HTML: its content, or the recipient's address lines (which must not wrap) where it is an address block with values. */
function blockContent(el: Element, { values, addressLines: lines }: BlockValues): { content: string; unwrappedLines?: number } {
  if ((values || lines) && el.attrs.some((a) => attrName(a) === 'data-hw-address')) {
    const address = lines ?? addressLines(addressFromValues(values ?? {}));
    return { content: linesHtml(address), unwrappedLines: address.length };
  }
  return { content: el.childNodes.map((node) => serialize({ nodeName: '#document-fragment', childNodes: [node] } as never)).join('') };
}

/** What the engine is asked to write for each block: its request with this recipient's content and seed. */
export function handwritingRequests(blocks: readonly HandwritingBlock[], job: { seed: string } & BlockValues): HandwritingBlockRequest[] {
  return blocks.map((block) => ({ ...block.request, ...blockContent(block.element, job), seed: job.seed }));
}

/** Writes each block's text by hand (through `write`, e.g. the render workers): its children become the engine's SVG (through `markup`). */
export async function fillHandwritingBlocks(
  blocks: readonly HandwritingBlock[],
  job: { seed: string } & BlockValues,
  write: HandwritingWriter,
  markup: MarkupSlots,
): Promise<HandwritingReport[]> {
  if (blocks.length === 0) return [];
  const written = await write(handwritingRequests(blocks, job));
  return blocks.map((block, i) => {
    const result = written[i];
    if (!result) throw new Error(`Handwritten block '${block.request.id}' was not written`);
    markup.put(block.element, result.svg);
    return result.report;
  });
}
