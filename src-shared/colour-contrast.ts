// WCAG contrast between two CSS colours (hex or rgb()), for the studio's checks and a brand kit's adoption.
import { lengthInMm } from './design-html.ts';

function channels(colour: string): [number, number, number] | undefined {
  const c = colour.trim().toLowerCase();
  const hex = c.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = c.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (c === 'white') return [255, 255, 255];
  if (c === 'black') return [0, 0, 0];
  return undefined;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio (1 to 21), or undefined for a colour it cannot read (a name, a gradient). */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return undefined;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

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

function hex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v!))).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The shade of a colour nearest to it that reads on a ground at the given
 * contrast: the same hue mixed, a step at a time, toward black on a light ground
 * (toward white on a dark one). The colour itself when it reads already;
 * undefined for colours this cannot read (names, gradients).
 */
export function readableShade(colour: string, ground: string, min: number): string | undefined {
  const base = channels(colour);
  const under = channels(ground);
  if (!base || !under) return undefined;
  if ((contrastRatio(colour, ground) ?? 0) >= min) return colour;
  const toward = luminance(under) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 40; step++) {
    const t = step / 40;
    const shade = hex(base.map((v) => v + (toward - v) * t));
    if ((contrastRatio(shade, ground) ?? 0) >= min + 0.05) return shade;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}
