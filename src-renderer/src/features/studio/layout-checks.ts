// What the studio warns about before a card is proofed or paid for: elements
// that a cut may clip, Smart QR codes or images over text, images that eat the
// side's size budget, handwriting that had to shrink or does not fit.
import type { HandwritingReport, HtmlWarningView } from '#shared/contract/html-recipients.ts';
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { isHidden, layerName } from '#shared/design-layers.ts';
import { mergeFieldValue } from '#shared/merge-field-names.ts';
import { isMissingValue, mergeFieldWords, requiredMergeFieldNames } from '#shared/merge-fields.ts';
import { SQR_MIN_SIZE_MM } from '#shared/schemas/smart-qr.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { contrastRatio } from '#shared/colour.ts';

export interface LayoutWarning {
  elementId: string;
  text: string;
  /** A recipient the check is about (a preview id, `recipient-<id>`): clicking the check previews the card for them. */
  recipientSampleId?: string;
}

/** Below this resolution at its printed size an image looks soft or pixelated. */
export const MIN_IMAGE_DPI = 150;
/** Scanners want dark dots on a light ground with at least this contrast. */
export const MIN_QR_CONTRAST = 4;

/** What else the checks use: the recipient previewed, the side's background, the pixel size of embedded images. */
export interface CheckContext {
  handwriting?: readonly HandwritingReport[];
  values?: Readonly<Record<string, unknown>>;
  recipientLabel?: string;
  background?: string;
  imagePixels?: ReadonlyMap<string, { width: number; height: number }>;
}

/** Embedded images past this size make a side slow to send; sides are limited to 250 KB in all. */
export const IMAGE_BUDGET_BYTES = 120 * 1024;
const EPSILON = 0.05;

const KIND_WORDS: Record<DesignElement['kind'], string> = { text: 'Text', handwriting: 'Handwriting', image: 'Image', qr: 'Smart QR', address: 'Address', stamp: 'Stamp area' };

/** How the studio names an element: its kind, and the name given in the layers list or else its id. */
export function elementLabel(element: Pick<DesignElement, 'kind' | 'id'> & Partial<Pick<DesignElement, 'attrs'>>): string {
  const name = element.attrs ? layerName({ attrs: element.attrs }) : undefined;
  return `${KIND_WORDS[element.kind]} “${name ?? element.id}”`;
}

function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - EPSILON && inner.y >= outer.y - EPSILON && inner.x + inner.width <= outer.x + outer.width + EPSILON && inner.y + inner.height <= outer.y + outer.height + EPSILON;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
}

function dataUrlBytes(src: string | undefined): number {
  const match = src?.match(/^data:[^,]*?(;base64)?,(.*)$/s);
  if (!match) return 0;
  return match[1] ? Math.floor((match[2]!.length * 3) / 4) : match[2]!.length;
}

const TEXT_KINDS = ['text', 'handwriting', 'address', 'qr'];

export function layoutWarnings(allElements: readonly DesignElement[], geometry: PageGeometry, safe: Box, context: CheckContext = {}): LayoutWarning[] {
  const { handwriting = [], values, recipientLabel = 'this recipient', background = '#ffffff', imagePixels } = context;
  const trim: Box = { x: geometry.bleedMm, y: geometry.bleedMm, width: geometry.trimWidthMm, height: geometry.trimHeightMm };
  const warnings: LayoutWarning[] = [];
  // A hidden element does not print: nothing to check.
  const elements = allElements.filter((el) => !isHidden(el));
  for (const el of elements) {
    const label = elementLabel(el);
    // Images may run into the bleed on purpose (a full-bleed photo); stamps sit where the product needs them.
    if (el.box && el.kind !== 'image' && el.kind !== 'stamp') {
      if (!inside(el.box, trim)) warnings.push({ elementId: el.id, text: `${label} runs past the trim edge: the cut will clip it.` });
      else if (!inside(el.box, safe)) warnings.push({ elementId: el.id, text: `${label} is outside the safe area: a cut a little off may clip it.` });
    }
    // Overlaps of elements that carry text or a code (each pair once; an image under text is a background).
    if (el.box && TEXT_KINDS.includes(el.kind)) {
      for (const other of elements.slice(elements.indexOf(el) + 1)) {
        if (!other.box || !TEXT_KINDS.includes(other.kind) || !overlaps(el.box, other.box)) continue;
        const [top, under] = other.kind === 'qr' && el.kind !== 'qr' ? [other, el] : [el, other];
        warnings.push({ elementId: top.id, text: top.kind === 'qr' ? `${elementLabel(top)} covers ${elementLabel(under)}.` : `${elementLabel(top)} overlaps ${elementLabel(under)}.` });
      }
    }
    // An image painted over what carries words hides them (an image under them is a background: no warning).
    if (el.box && el.kind === 'image') {
      for (const under of elements.slice(0, elements.indexOf(el))) {
        if (under.box && TEXT_KINDS.includes(under.kind) && overlaps(el.box, under.box)) warnings.push({ elementId: el.id, text: `${label} covers ${elementLabel(under)}: move it, or bring ${elementLabel(under)} to the front.` });
      }
    }
    // The stamp area is kept clear for postage: anything in it would be covered or refused by the post.
    if (el.box && el.kind === 'stamp') {
      for (const other of elements) {
        if (other.box && other.kind !== 'stamp' && overlaps(el.box, other.box)) warnings.push({ elementId: other.id, text: `${elementLabel(other)} is in the stamp area: the stamp or postage goes there; move it out.` });
      }
    }
    if (el.kind === 'qr') {
      const size = el.box?.width ?? 0;
      if (el.box && size < SQR_MIN_SIZE_MM) warnings.push({ elementId: el.id, text: `${label} is ${size} mm: codes under ${SQR_MIN_SIZE_MM} mm do not scan reliably (the API refuses them).` });
      const dots = el.attrs['data-sqr-dots-color'] ?? '#000000';
      const ground = el.attrs['data-sqr-background-color'] ?? background;
      const ratio = contrastRatio(dots, ground);
      if (ratio !== undefined && ratio < MIN_QR_CONTRAST) warnings.push({ elementId: el.id, text: `${label} has low contrast (${ratio.toFixed(1)}:1): phones may not read it; use dark dots on a light ground.` });
    }
    if (el.kind === 'image') {
      const bytes = dataUrlBytes(el.attrs['src']);
      if (bytes > IMAGE_BUDGET_BYTES) warnings.push({ elementId: el.id, text: `${label} is ${Math.round(bytes / 1024)} KB embedded: keep images under ${IMAGE_BUDGET_BYTES / 1024} KB (a side is at most 250 KB).` });
      const pixels = imagePixels?.get(el.id);
      if (pixels && el.box) {
        const dpi = Math.min(pixels.width / (el.box.width / 25.4), pixels.height / (el.box.height / 25.4));
        if (dpi < MIN_IMAGE_DPI) warnings.push({ elementId: el.id, text: `${label} prints at ${Math.round(dpi)} dpi: it will look soft; use a larger image or a smaller box (${formatNumber(MIN_IMAGE_DPI)} dpi or more).` });
      }
    }
    if (values) {
      // A field written with a fallback prints the fallback: nothing to warn about.
      for (const name of requiredMergeFieldNames(el.content, Object.values(el.attrs).join(' '))) {
        if (isMissingValue(mergeFieldValue(values, name))) warnings.push({ elementId: el.id, text: `“${mergeFieldWords(name)}” in ${label} has no value for ${recipientLabel}: it prints empty.` });
      }
    }
  }
  // Sizes to a tenth of a point: the engine's exact fit (13.34375 pt) means nothing to a reader.
  const pt = (size: number) => `${formatNumber(size, undefined, { maximumFractionDigits: 1 })} pt`;
  for (const report of handwriting) {
    if (report.overflow) warnings.push({ elementId: report.id, text: `Handwriting “${report.id}” does not fit its box, even at ${pt(report.fontSizePt)}: make the box larger or the text shorter.` });
    else if (report.fontSizePt < report.requestedSizePt - 0.05) warnings.push({ elementId: report.id, text: `Handwriting “${report.id}” is written at ${pt(report.fontSizePt)} to fit its box (set to ${pt(report.requestedSizePt)}).` });
  }
  return warnings;
}

/**
 * What the renderer left out of the side (elements, handlers, links, CSS rules the
 * sanitiser removed) or did not fetch (the network policy), as checks of no element.
 */
export function rendererWarnings(warnings: readonly HtmlWarningView[] = []): LayoutWarning[] {
  return warnings.map((w) => ({
    elementId: '',
    text: w.action === 'removed' ? `Left out when printed: ${w.what}${w.count > 1 ? ` (${w.count})` : ''}` : `Not fetched: ${w.what}`,
  }));
}

/**
 * Merge fields some recipients of the campaigns mailing the design have no value
 * for (written without a fallback): they would print empty on those cards.
 */
export function coverageWarnings(coverage: FieldCoverage | undefined, required: readonly string[]): LayoutWarning[] {
  if (!coverage) return [];
  const campaigns = new Map(coverage.campaigns.map((c) => [c.id, c.name]));
  return coverage.fields
    .filter((f) => f.missing > 0 && required.includes(f.name))
    .map((f) => ({
      elementId: '',
      ...(f.example ? { recipientSampleId: `recipient-${f.example.recipient_id}` } : {}),
      text: `“${mergeFieldWords(f.name)}” is empty for ${formatCount(f.missing, 'recipient', 'recipients')} of the campaigns mailing this design${f.example ? ` (${f.example.name}, of ${campaigns.get(f.example.campaign_id) ?? 'a campaign'}, for one)` : ''}: give it a fallback (select the element: “When a recipient has no value, print”).`,
    }));
}
