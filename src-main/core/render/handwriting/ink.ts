/**
 * Pen ink colours. Real ink is never pure #000 or #00f: a black gel/ballpoint reads as a
 * very dark, slightly cool grey; blue ballpoint is a muted ultramarine; dark blue is a
 * navy, like a fountain pen's blue-black. Glyphs are drawn with varying opacity on top.
 */
import { INK_HEX, type InkColor } from '#shared/handwriting.ts';

export function inkHex(color: InkColor): string {
  return INK_HEX[color];
}

const shades = new Map<string, string>();

/** The darker shade of an ink where it pools (a third of the way to black), as #rrggbb. */
export function poolShade(hex: string): string {
  let s = shades.get(hex);
  if (!s) {
    const n = parseInt(hex.slice(1), 16);
    const part = (shift: number): string => Math.round(((n >> shift) & 255) * 0.66).toString(16).padStart(2, '0');
    s = `#${part(16)}${part(8)}${part(0)}`;
    shades.set(hex, s);
  }
  return s;
}
