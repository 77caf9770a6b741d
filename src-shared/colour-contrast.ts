// WCAG's contrast minimums and the shades that reach them, for the studio's checks and a brand kit's
// adoption; the colours and their contrast are colour.ts's.
import { contrastRatio, hexOf, luminance, rgb255 } from './colour.ts';
import { lengthInMm } from './design-html.ts';

/** Whether white reads better on a colour than black does (a dark ground takes a light logo). */
export function isDarkGround(colour: string): boolean {
  return (contrastRatio(colour, '#ffffff') ?? 0) > (contrastRatio(colour, '#000000') ?? 21);
}

/** WCAG's AA: 4.5:1 for body text, 3:1 for large text (18 pt, or 14 pt bold). */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_LARGE_TEXT_CONTRAST = 3;

/** The contrast a text needs: large text (18 pt, or 14 pt bold) 3:1, other text 4.5:1. */
export function textContrastMinimum(style: Readonly<Record<string, string>>): number {
  const pt = (lengthInMm(style['font-size']) ?? 0) / (25.4 / 72);
  const bold = /^(bold|[6-9]00)$/.test(style['font-weight'] ?? '');
  return pt >= 18 || (bold && pt >= 14) ? MIN_LARGE_TEXT_CONTRAST : MIN_TEXT_CONTRAST;
}

/**
 * The shade of a colour nearest to it that reads on a ground at the given
 * contrast: the same hue mixed, a step at a time, toward black on a light ground
 * (toward white on a dark one). The colour itself when it reads already;
 * undefined for colours this cannot read (gradients, transparent).
 */
export function readableShade(colour: string, ground: string, min: number): string | undefined {
  const base = rgb255(colour);
  const under = luminance(ground);
  if (!base || under === undefined) return undefined;
  if ((contrastRatio(colour, ground) ?? 0) >= min) return colour;
  const toward = under > 0.18 ? 0 : 255;
  for (let step = 1; step <= 40; step++) {
    const t = step / 40;
    const shade = hexOf(base.map((v) => v + (toward - v) * t) as [number, number, number]);
    if ((contrastRatio(shade, ground) ?? 0) >= min + 0.05) return shade;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}
