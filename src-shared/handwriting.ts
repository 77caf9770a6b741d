/**
 * Shared handwriting constants: font family names, ink colours and alignment values
 * accepted by `POST /api/generate/png` and the recipient document renderer.
 * Pure data: imports nothing, runs anywhere.
 */

/** The spec's font family names (case-sensitive). */
export const FONT_FAMILIES = [
  'Arthur',
  'Carpenter',
  'Foster',
  'George',
  'Grogan',
  'Knowles',
  'Nightingale',
  'Robinson',
  'Singh',
  'Stafford',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const DEFAULT_FONT_FAMILY: FontFamily = 'Stafford';

export const INK_COLORS = ['black', 'blue', 'darkBlue'] as const;
export type InkColor = (typeof INK_COLORS)[number];
export const DEFAULT_INK_COLOR: InkColor = 'blue';
/** How each ink prints (the handwriting engine draws with it; the studio's contrast check reads it). */
export const INK_HEX: Record<InkColor, string> = {
  black: '#1d1e24',
  blue: '#1f3c9e',
  darkBlue: '#16265e',
};

/**
 * Pen presets (an Inkpost extension beside the spec's `color`): how the ink behaves on
 * paper. Without one, the colour picks it: blue writes with a gel pen, black with a
 * ballpoint, darkBlue (blue-black) with a fountain pen.
 */
export const PENS = ['gel', 'ballpoint', 'fountain'] as const;
export type Pen = (typeof PENS)[number];
export const DEFAULT_PEN_FOR_COLOR: Record<InkColor, Pen> = { blue: 'gel', black: 'ballpoint', darkBlue: 'fountain' };

/**
 * Single-stroke fonts of the plotter export (`POST /api/generate/svg`, an Inkpost
 * extension): the EMS and Hershey families shipped by the npm package hersheytext.
 */
export const STROKE_FONTS = [
  'EMS Allure',
  'EMS Elfin',
  'EMS Felix',
  'EMS Nixish',
  'EMS Nixish Italic',
  'EMS Readability',
  'EMS Readability Italic',
  'Hershey Script 1',
  'Hershey Sans 1',
] as const;
export type StrokeFont = (typeof STROKE_FONTS)[number];
export const DEFAULT_STROKE_FONT: StrokeFont = 'EMS Readability Italic';

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export const VERTICAL_ALIGNS = ['top', 'center', 'bottom'] as const;
export type VerticalAlign = (typeof VERTICAL_ALIGNS)[number];

/**
 * Font size used when the caller gives none: 14pt, the size of a note written with
 * a fine pen (x-height about 2.5 mm). Every family is normalised to the same x-height
 * at a given size, so 14pt reads the same size in all ten hands.
 */
export const DEFAULT_FONT_SIZE_PT = 14;

export function isFontFamily(value: string): value is FontFamily {
  return (FONT_FAMILIES as readonly string[]).includes(value);
}
