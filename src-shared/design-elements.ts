// The HTML the card studio writes for each kind of element. A design's sides are
// plain HTML (the source of truth); these are the conventions the studio reads
// back (docs/studio.md): every element it manages is absolutely positioned in
// millimetres from the page's corner (bleed included) and carries
// data-ink-id and data-ink-kind.
import { mergeFieldNames } from './merge-fields.ts';
import { DEFAULT_FONT_FAMILY, DEFAULT_INK_COLOR, type FontFamily, type InkColor } from './handwriting.ts';
import { DEFAULT_PRINT_FONT, fontStack } from './print-fonts.ts';
import { escapeHtml as escapeAttr } from './html-text.ts';

export const ELEMENT_KINDS = ['text', 'handwriting', 'image', 'qr', 'address', 'stamp'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const mm = (n: number) => `${Math.round(n * 100) / 100}mm`;

/** The positioning style every managed element starts its style attribute with. */
export function boxStyle(box: Box): string {
  return `position:absolute;left:${mm(box.x)};top:${mm(box.y)};width:${mm(box.width)};height:${mm(box.height)}`;
}

export interface HandwritingProps {
  /** A built-in hand, or the name of one of the team's own hands. */
  font: FontFamily | (string & {});
  ink: InkColor;
  sizePt: number;
  lineSpacing: number;
  align: 'left' | 'center' | 'right';
}

export const DEFAULT_HANDWRITING: HandwritingProps = { font: DEFAULT_FONT_FAMILY, ink: DEFAULT_INK_COLOR, sizePt: 14, lineSpacing: 1, align: 'left' };

function handwritingAttrs(p: HandwritingProps): string {
  return `data-hw data-hw-font="${escapeAttr(p.font)}" data-hw-ink="${p.ink}" data-hw-size="${p.sizePt}pt" data-hw-line-spacing="${p.lineSpacing}" data-hw-align="${p.align}"`;
}

export function textElement(id: string, box: Box, text = 'Your headline'): string {
  return `<div data-ink-id="${id}" data-ink-kind="text" style="${boxStyle(box)};font-family:${fontStack(DEFAULT_PRINT_FONT)};font-size:20pt;line-height:1.2;color:#1f2430;text-align:left">${text}</div>`;
}

export function handwritingElement(id: string, box: Box, content = '<p>Dear {{firstName}},</p><p>Thank you for being with us this year.</p>', props: HandwritingProps = DEFAULT_HANDWRITING): string {
  return `<div data-ink-id="${id}" data-ink-kind="handwriting" ${handwritingAttrs(props)} style="${boxStyle(box)}">${content}</div>`;
}

/**
 * What an address block shows where no recipient is given: with a recipient
 * (data-hw-address), the renderer writes that recipient's address lines instead,
 * so the address asks nothing of a campaign's recipients beyond their address.
 */
export const ADDRESS_CONTENT = '<p>Recipient name</p><p>Street address</p><p>City and postcode</p>';

export function addressElement(id: string, box: Box, props: HandwritingProps = { ...DEFAULT_HANDWRITING, sizePt: 13 }): string {
  return `<div data-ink-id="${id}" data-ink-kind="address" ${handwritingAttrs(props)} data-hw-fit="shrink" data-hw-address style="${boxStyle(box)}">${ADDRESS_CONTENT}</div>`;
}

/** The recipient fields an address block prints. */
export const ADDRESS_BLOCK_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'postalCode', 'country'] as const;

/** A design's merge fields: those written in its HTML, then those its address blocks print. */
export function designMergeFields(...htmls: string[]): string[] {
  const names = mergeFieldNames(...htmls);
  if (htmls.some((html) => html.includes('data-hw-address'))) for (const name of ADDRESS_BLOCK_FIELDS) if (!names.includes(name)) names.push(name);
  return names;
}

export function qrElement(id: string, box: Box, destination = 'https://example.com/'): string {
  return `<div data-ink-id="${id}" data-ink-kind="qr" data-sqr data-sqr-id="${id}" data-sqr-destination="${escapeAttr(destination)}" data-sqr-size="${mm(box.width)}" style="${boxStyle({ ...box, height: box.width })}"></div>`;
}

export function imageElement(id: string, box: Box, src: string, alt = ''): string {
  return `<img data-ink-id="${id}" data-ink-kind="image" src="${escapeAttr(src)}" alt="${escapeAttr(alt)}" style="${boxStyle(box)};object-fit:cover">`;
}

/**
 * The area kept clear for the stamp: a guide, never printed. Its style hides it
 * in any renderer (the hosted service given the exported sides too); the studio
 * draws it on the canvas, and Inkpost's renderer also hides the older markup,
 * which drew a dashed box and a label.
 */
export function stampElement(id: string, box: Box): string {
  return `<div data-ink-id="${id}" data-ink-kind="stamp" style="${boxStyle(box)};visibility:hidden"></div>`;
}
