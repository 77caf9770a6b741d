import type { DisplayList } from './display-list.ts';
import { type HandwritingLayoutOptions, layoutHandwriting, MIN_AUTO_FONT_SIZE_PT } from './layout.ts';

/**
 * Lays out text whose lines must each stay one line (an address: a postcode wrapped onto
 * a line of its own reads as another line of the address): the largest size up to
 * fontSizePt at which no line wraps, then, with autoResize, as the box's height allows.
 */
export function layoutUnwrapped(opts: HandwritingLayoutOptions, lines: number): DisplayList {
  const max = opts.fontSizePt ?? 14;
  const wraps = (sizePt: number) => layoutHandwriting({ ...opts, fontSizePt: sizePt, autoResize: false }).lineCount > lines;
  if (!wraps(max)) return layoutHandwriting(opts);
  let lo = MIN_AUTO_FONT_SIZE_PT;
  let hi = max;
  while (hi - lo > 0.1) {
    const mid = (lo + hi) / 2;
    if (wraps(mid)) hi = mid;
    else lo = mid;
  }
  return layoutHandwriting({ ...opts, fontSizePt: lo });
}
