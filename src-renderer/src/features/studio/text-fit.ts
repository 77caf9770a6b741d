// How a text element fits its text (docs/studio.md, "Text that fits"):
// grow (the box's height follows the text), shrink (the renderer sets the text
// smaller until it fits, down to MIN_FIT_PT) or fixed (text past the box is a check).
import type { DesignElement } from '#shared/design-html.ts';

export type TextFit = 'grow' | 'shrink' | 'fixed';

export const FIT_WORDS: Readonly<Record<TextFit, string>> = { grow: 'Grow with the text', shrink: 'Shrink to fit', fixed: 'Fixed size' };

/** The element's fit; without data-ink-fit, fixed (as every text was before). */
export function fitOf(el: DesignElement): TextFit {
  const fit = el.attrs['data-ink-fit'];
  return fit === 'grow' || fit === 'shrink' ? fit : 'fixed';
}
