// Checks a printer would make about reading the card: words with too little
// contrast against the card, and a Smart QR whose quiet zone is not clear.
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement } from '#shared/design-html.ts';
import { isHidden } from '#shared/design-layers.ts';
import { DEFAULT_INK_COLOR, INK_HEX, type InkColor } from '#shared/handwriting.ts';
import { contrastRatio } from '#shared/colour.ts';
import { MIN_TEXT_CONTRAST, readableShade, textContrastMinimum } from '#shared/colour-contrast.ts';
import { elementLabel, type LayoutWarning } from './layout-checks.ts';

/**
 * A Smart QR is drawn with 2 modules of quiet zone inside its box; scanners want
 * 4, so 2 more modules around the box must stay clear. A tracked link makes a
 * code of about 33 modules (version 4), 37 with the inner zone: a module is
 * the box's width / 37.
 */
export const QR_MODULES_WITH_ZONE = 37;
export const QR_EXTRA_ZONE_MODULES = 2;

const EPSILON = 0.05;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, width: b.width + 2 * by, height: b.height + 2 * by });

/** The colour words are printed in: a text's CSS colour, a handwritten block's ink. */
function wordColour(el: DesignElement): string | undefined {
  if (el.kind === 'text') return el.style['color'] ?? '#000000';
  if (el.kind === 'handwriting' || el.kind === 'address') return INK_HEX[(el.attrs['data-hw-ink'] as InkColor | undefined) ?? DEFAULT_INK_COLOR] ?? INK_HEX[DEFAULT_INK_COLOR];
  return undefined;
}

/**
 * Words printed with too little contrast against the side's background. Words
 * over an image are left alone (the image's pixels decide, and are not known
 * here); so are colours the check cannot read (gradients, transparent).
 */
export function contrastWarnings(elements: readonly DesignElement[], background: string): LayoutWarning[] {
  const shown = elements.filter((el) => !isHidden(el));
  const warnings: LayoutWarning[] = [];
  shown.forEach((el, index) => {
    const colour = wordColour(el);
    if (!colour || !el.box) return;
    const overImage = shown.slice(0, index).some((under) => under.kind === 'image' && under.box && overlaps(under.box, el.box!));
    if (overImage) return;
    const ground = el.style['background-color'] ?? background;
    const ratio = contrastRatio(colour, ground);
    const min = el.kind === 'text' ? textContrastMinimum(el.style) : MIN_TEXT_CONTRAST;
    if (ratio === undefined || ratio >= min - 0.005) return;
    // The fix, for a text's own colour: the nearest shade of it that reads (a handwriting ink is one of three).
    const shade = el.kind === 'text' ? readableShade(colour, ground, min) : undefined;
    const fix = shade ? `; ${shade}, a shade of the same colour, reads at ${contrastRatio(shade, ground)!.toFixed(1)}:1` : '';
    warnings.push({ elementId: el.id, text: `${elementLabel(el)} has low contrast with the card (${ratio.toFixed(1)}:1): it will be hard to read; aim for ${min}:1 or more${fix}.` });
  });
  return warnings;
}

/**
 * A Smart QR needs clear space around it to scan: nothing within 2 modules of
 * its box (painted over it or beside it), and no image showing through its
 * inner quiet zone unless the code has a background colour of its own.
 */
export function quietZoneWarnings(elements: readonly DesignElement[]): LayoutWarning[] {
  const shown = elements.filter((el) => !isHidden(el));
  const warnings: LayoutWarning[] = [];
  shown.forEach((qr, index) => {
    if (qr.kind !== 'qr' || !qr.box) return;
    const band = Math.round(((qr.box.width * QR_EXTRA_ZONE_MODULES) / QR_MODULES_WITH_ZONE) * 10) / 10;
    const zone = grow(qr.box, band);
    const label = elementLabel(qr);
    for (const [i, other] of shown.entries()) {
      if (other === qr || !other.box || !overlaps(zone, other.box)) continue;
      const under = i < index;
      if (under && other.kind === 'image') {
        if (!qr.attrs['data-sqr-background-color']) warnings.push({ elementId: qr.id, text: `${label} sits on ${elementLabel(other)} with no background of its own: the image shows through its quiet zone; give the code a background colour.` });
        continue;
      }
      // Words overlapping the code itself are already a check of their own (overlaps, covers).
      if (other.kind !== 'image' && overlaps(qr.box, other.box)) continue;
      warnings.push({ elementId: qr.id, text: `${label} has no quiet zone: ${elementLabel(other)} comes within ${band} mm of it; keep ${band} mm clear all round so phones can read it.` });
    }
  });
  return warnings;
}
