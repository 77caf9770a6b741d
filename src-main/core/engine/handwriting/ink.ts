/**
 * Pen ink colours. Real ink is never pure #000 or #00f: a black gel/ballpoint reads as a
 * very dark, slightly cool grey; blue ballpoint is a muted ultramarine; dark blue is a
 * navy, like a fountain pen's blue-black. Glyphs are drawn with varying opacity on top.
 */
import { hexOf, rgb255 } from '#shared/colour.ts';
import { INK_HEX, type InkColor } from '#shared/handwriting.ts';

export function inkHex(color: InkColor): string {
  return INK_HEX[color];
}

const shades = new Map<string, string>();

/** The darker shade of an ink where it pools (a third of the way to black), as #rrggbb. */
export function poolShade(hex: string): string {
  let s = shades.get(hex);
  if (!s) {
    const [r, g, b] = rgb255(hex) ?? [0, 0, 0];
    s = hexOf([r * 0.66, g * 0.66, b * 0.66]);
    shades.set(hex, s);
  }
  return s;
}
