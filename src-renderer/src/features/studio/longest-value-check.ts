// Handwriting written for the longest value among the recipients of the
// campaigns mailing the design: a block that shrinks to fit may get too small to
// read for the one recipient with a long message, which a preview of a typical
// recipient never shows.
import { useEffect, useState } from 'react';
import type { HandwritingReport } from '#shared/contract/html-recipients.ts';
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import type { DesignElement } from '#shared/design-html.ts';
import { isHidden } from '#shared/design-layers.ts';
import { mergeFieldNames, mergeFieldWords } from '#shared/merge-fields.ts';
import type { SampleRecipient } from '#shared/sample-recipients.ts';
import { useApi } from '#renderer/api/clients.ts';
import { elementLabel, type LayoutWarning } from './layout-checks.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import type { SideName, SideValue } from './studio-store.ts';
import { htmlPreview } from '#renderer/api/html-recipients.ts';

/** Below this, handwriting on a card is hard to read (the hands are drawn for 12-16 pt). */
export const LEGIBLE_HANDWRITING_PT = 10;
/** How long the side must rest before the extra render (it is a second render of the side). */
const SETTLE_MS = 1200;

export interface LongestValue {
  field: string;
  value: string;
  name: string;
}

/** The longest values of the fields the side's handwritten blocks write (none: nothing to check). */
export function longestValues(coverage: FieldCoverage | undefined, elements: readonly DesignElement[]): LongestValue[] {
  const written = new Set(elements.filter((el) => (el.kind === 'handwriting' || el.kind === 'address') && !isHidden(el)).flatMap((el) => mergeFieldNames(el.content)));
  return (coverage?.fields ?? []).flatMap((f) => (f.longest && written.has(f.name) ? [{ field: f.name, value: f.longest.value, name: f.longest.name }] : []));
}

/** What the engine did with each block for those values, as checks: too small to read, or not fitting at all. */
export function longestWarnings(reports: readonly HandwritingReport[], longest: readonly LongestValue[], elements: readonly DesignElement[]): LayoutWarning[] {
  return reports.flatMap((report) => {
    const el = elements.find((e) => e.id === report.id);
    const uses = el ? longest.filter((l) => mergeFieldNames(el.content).includes(l.field)) : [];
    if (!el || uses.length === 0) return [];
    // Named by the longest of them: the one that makes the block shrink.
    const main = uses.reduce((a, b) => (b.value.length > a.value.length ? b : a));
    const which = `${main.name}’s “${mergeFieldWords(main.field)}” (${formatCount(main.value.length, 'character', 'characters')})`;
    if (report.overflow) return [{ elementId: el.id, text: `${elementLabel(el)} does not fit for the longest value among the campaigns’ recipients, ${which}: make the box larger, or the text or that value shorter.` }];
    if (report.fontSizePt < LEGIBLE_HANDWRITING_PT) return [{ elementId: el.id, text: `${elementLabel(el)} shrinks to ${formatNumber(report.fontSizePt, undefined, { maximumFractionDigits: 1 })} pt for the longest value among the campaigns’ recipients, ${which}: under ${LEGIBLE_HANDWRITING_PT} pt handwriting is hard to read; make the box larger or the text shorter.` }];
    return [];
  });
}

/**
 * Renders the side once more, a moment after it rests, with the longest values
 * of the campaigns' recipients in place of the previewed recipient's, and
 * answers the checks that gives (nothing while no campaign mails the design).
 */
export function useLongestValueCheck(input: { productKey: string; orientation: 'landscape' | 'portrait'; side: SideName; value: SideValue; sample: SampleRecipient; longest: readonly LongestValue[]; elements: readonly DesignElement[] }): LayoutWarning[] {
  const api = useApi();
  const [warnings, setWarnings] = useState<LayoutWarning[]>([]);
  const { productKey, orientation, side, value, sample, longest, elements } = input;
  const key = JSON.stringify(longest);
  useEffect(() => {
    if (!api || longest.length === 0) {
      setWarnings([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      const values = { ...sample.values, ...Object.fromEntries(longest.map((l) => [l.field, l.value])) };
      const html = value.styles === undefined ? { html: value.html } : { html: value.html, styles: value.styles as never };
      void htmlPreview(api, { body: { product_key: productKey, orientation, side, html, values, seed: sample.id, dpi: 48 } }).then((res) => {
        if (live && res.ok) setWarnings(longestWarnings(res.body.handwriting, longest, elements));
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `longest` is new each render; its content is `key`
  }, [api, productKey, orientation, side, value, sample, key, elements]);
  return warnings;
}
