// Whether a text element's words fit its box, measured in the studio's own
// Chromium with the same bundled faces the renderer embeds: for the recipient
// previewed and for the longest value of each field among the recipients of the
// campaigns mailing the design (a fixed box), and the height a growing box needs.
import '#renderer/styles/print-fonts.ts';
import '#renderer/styles/print-font-styles.ts';
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import { changeElement, type DesignElement, elementsOf } from '#shared/design-html.ts';
import { isHidden } from '#shared/design-layers.ts';
import { fillMergeFields, mergeFieldNames } from '#shared/merge-fields.ts';
import { elementLabel, type LayoutWarning } from './layout-checks.ts';
import { fitOf } from './text-fit.ts';

const PLACEMENT = new Set(['position', 'left', 'top', 'width', 'height']);
const PX_PER_MM = 96 / 25.4;
/** A growing box is never shorter than this, so an emptied one can still be picked. */
const MIN_GROWN_MM = 4;
let ruler: HTMLDivElement | undefined;

/** The words of a text element, laid out off screen at the box's width (and height, for `fixed`). */
function layOut(el: DesignElement, values: Readonly<Record<string, unknown>>, fixedHeight: boolean): HTMLDivElement {
  if (!ruler) {
    ruler = document.createElement('div');
    ruler.setAttribute('aria-hidden', 'true');
    ruler.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;pointer-events:none';
    document.body.append(ruler);
  }
  const probe = document.createElement('div');
  for (const [name, value] of Object.entries(el.style)) if (!PLACEMENT.has(name)) probe.style.setProperty(name, value);
  probe.style.width = `${el.box!.width}mm`;
  probe.style.height = fixedHeight ? `${el.box!.height}mm` : 'auto';
  probe.innerHTML = fillMergeFields(el.content, values);
  ruler.replaceChildren(probe);
  return probe;
}

/** True when the words run past the box (below it, or a word wider than it). */
export function overflows(el: DesignElement, values: Readonly<Record<string, unknown>>): boolean {
  const probe = layOut(el, values, true);
  return probe.scrollHeight > probe.clientHeight + 1 || probe.scrollWidth > probe.clientWidth + 1;
}

/** The height in mm (to 0.5 mm up) the words need at the box's width, merge fields as written. */
export function neededHeightMm(el: DesignElement): number {
  const probe = layOut(el, {}, false);
  return Math.ceil((probe.scrollHeight / PX_PER_MM) * 2) / 2;
}

/**
 * Fixed text elements whose words run past their box: for the recipient
 * previewed, else for the longest value among the campaigns' recipients of a
 * field the element writes (named with its recipient).
 */
export function textOverflowWarnings(elements: readonly DesignElement[], values: Readonly<Record<string, unknown>>, recipientLabel: string, coverage: FieldCoverage | undefined): LayoutWarning[] {
  return elements.flatMap((el) => {
    if (el.kind !== 'text' || !el.box || isHidden(el) || fitOf(el) !== 'fixed') return [];
    const fix = 'make the box larger, the text shorter, or let it shrink to fit';
    if (overflows(el, values)) return [{ elementId: el.id, text: `${elementLabel(el)} runs past its box for ${recipientLabel}: ${fix}.` }];
    const fields = mergeFieldNames(el.content);
    const longest = (coverage?.fields ?? []).filter((f) => f.longest && fields.includes(f.name)).sort((a, b) => b.longest!.value.length - a.longest!.value.length)[0];
    if (longest && overflows(el, { ...values, [longest.name]: longest.longest!.value })) {
      return [{ elementId: el.id, text: `${elementLabel(el)} runs past its box for the longest {{${longest.name}}} among the campaigns’ recipients, “${longest.longest!.value}” (${longest.longest!.name}): ${fix}.` }];
    }
    return [];
  });
}

/** The side with a growing text element's box as tall as its words (unchanged for any other element). */
export function withGrownBox(html: string, id: string): string {
  const el = elementsOf(html).find((e) => e.id === id);
  if (!el || el.kind !== 'text' || !el.box || fitOf(el) !== 'grow') return html;
  const height = Math.max(MIN_GROWN_MM, neededHeightMm(el));
  return Math.abs(height - el.box.height) < 0.25 ? html : changeElement(html, id, { box: { ...el.box, height } });
}
