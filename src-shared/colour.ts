// The one colour module: every CSS colour the app parses (the API's "a CSS color", the studio's
// checks, a brand kit, the renderer's inks) is read here, with culori, and the WCAG maths is here.
// Only the sRGB modes are registered (culori/fn), so parse() reads exactly hex, the named colours,
// transparent, rgb()/rgba() and hsl()/hsla() (and color(srgb …), which isCssColor turns away).
import { type Color, converter, formatHex, modeHsl, modeLrgb, modeRgb, parse, useMode, wcagContrast, wcagLuminance } from 'culori/fn';

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeHsl);
const toRgb = converter('rgb');
const toHsl = converter('hsl');

/**
 * A colour that can be read as a solid ground or ink, or undefined: not a colour, or fully
 * transparent (whose ground is whatever is under it). A partial alpha is read as opaque.
 */
export function parseColour(value: string): Color | undefined {
  const colour = parse(value.trim().toLowerCase()); // CSS's function names are case-insensitive, culori's are not
  return colour && colour.alpha !== 0 ? colour : undefined;
}

/** The colour's sRGB channels, 0 to 255 as 8-bit integers (as #rrggbb holds them), or undefined as for parseColour. */
export function rgb255(value: string): [number, number, number] | undefined {
  const colour = parseColour(value);
  if (!colour) return undefined;
  const { r, g, b } = toRgb(colour);
  return [r, g, b].map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255)) as [number, number, number];
}

/** #rrggbb of 0-255 channels (rounded, clamped). */
export function hexOf([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour as lowercase #rrggbb (alpha dropped), or undefined as for parseColour. */
export function toHex(value: string): string | undefined {
  const colour = parseColour(value);
  return colour && formatHex(colour);
}

/** A hex code as typed or pasted ("#0A6B5A", "0a6b5a", "#0ab") as the lowercase #rrggbb a kit or a text keeps; undefined for anything else. */
export function typedHex(text: string): string | undefined {
  const t = text.trim().replace(/^#?/, '#');
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(t) ? toHex(t) : undefined;
}

/** HSL lightness and saturation, 0 to 1. */
export function lightnessAndSaturation(value: string): { lightness: number; saturation: number } | undefined {
  const colour = parseColour(value);
  if (!colour) return undefined;
  const { l, s } = toHsl(colour);
  return { lightness: l, saturation: s };
}

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white). culori linearises sRGB with the IEC
 * 61966-2-1 threshold, 0.04045; WCAG 2's text prints 0.03928 (an older draft's). No 8-bit
 * channel (v/255) lies between the two (10/255 = 0.0392, 11/255 = 0.0431), so for every colour
 * the app writes the two give the same luminance; colour.test.ts checks all 256 values.
 */
export function luminance(value: string): number | undefined {
  const colour = parseColour(value);
  return colour && wcagLuminance(colour);
}

/** WCAG 2 contrast ratio, 1 (none) to 21 (black on white), or undefined for a colour it cannot read (a gradient, transparent). */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = parseColour(a);
  const cb = parseColour(b);
  return ca && cb ? wcagContrast(ca, cb) : undefined;
}

/** CSS colour syntax accepted where the API takes "a CSS color": hex, rgb()/rgba(), hsl()/hsla(), transparent and the named colours. */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= 64 && !/^color\(/i.test(v) && parse(v.toLowerCase()) !== undefined;
}
