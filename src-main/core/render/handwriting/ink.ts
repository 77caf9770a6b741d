/**
 * Pen ink colours. Real ink is never pure #000 or #00f: a black gel/ballpoint reads as a
 * very dark, slightly cool grey; blue ballpoint is a muted ultramarine; dark blue is a
 * navy, like a fountain pen's blue-black. Glyphs are drawn with varying opacity on top.
 */
import type { InkColor } from '../../../../src-shared/handwriting.ts';

export const INK_HEX: Record<InkColor, string> = {
  black: '#1d1e24',
  blue: '#1f3c9e',
  darkBlue: '#16265e',
};

export function inkHex(color: InkColor): string {
  return INK_HEX[color];
}
