import { z } from 'zod';
import { isCssColor } from '../colour.ts';
import { FONT_FAMILIES, INK_COLORS, PENS, TEXT_ALIGNS, VERTICAL_ALIGNS } from '../handwriting.ts';
import { toMm } from '../units.ts';

/** The spec's units for the PNG endpoint: mm, in, px (at 300 dpi), pt. */
export const API_DIMENSION = /^\s*(?:\d+(?:\.\d+)?|\.\d+)\s*(?:mm|in|px|pt)\s*$/i;
/** Largest side of a PNG render: 500 mm is 5906 px at 300 dpi (about 140 MB of pixels). */
export const MAX_PNG_SIDE_MM = 500;

export const dimension = (what: string) =>
  z
    .string()
    .refine((v) => v.trim().toLowerCase() !== 'auto', { message: `${what} must be a fixed size; 'auto' is not accepted` })
    .refine((v) => v.trim().toLowerCase() === 'auto' || API_DIMENSION.test(v), { message: `${what} must be a number with a unit: mm, in, px or pt` });

export const boxSide = (what: string) =>
  dimension(what).refine((v) => !API_DIMENSION.test(v) || (toMm(v) > 0 && toMm(v) <= MAX_PNG_SIDE_MM), {
    message: `${what} must be greater than 0 and at most ${MAX_PNG_SIDE_MM}mm`,
  });

/** The text box and type fields the PNG and the single-stroke SVG export share (same names, same rules). */
export const textBoxFields = {
  content: z.string().refine((v) => v.trim().length > 0, { message: 'content must not be empty' }).pipe(z.string().max(20_000)),
  width: boxSide('width').default('100mm'),
  height: boxSide('height').default('100mm'),
  fontSize: dimension('fontSize')
    .refine((v) => !API_DIMENSION.test(v) || (toMm(v) > 0 && toMm(v) <= 100), { message: 'fontSize must be greater than 0 and at most 100mm' })
    .optional(),
  color: z.enum(INK_COLORS).optional(),
  padding: dimension('padding').default('1mm'),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  verticalAlign: z.enum(VERTICAL_ALIGNS).optional(),
  autoResize: z.boolean().default(false),
};

/** A validated body's text box fields (and its background), as both endpoints have them. */
export type TextBoxBody = z.output<z.ZodObject<typeof textBoxFields>> & { backgroundColor: string };

/** Padding must leave room inside width and height (checked once every size is valid). */
export function paddingFits(body: { padding: string; width: string; height: string }, ctx: z.RefinementCtx): void {
  // Field refinements do not stop this one from running: skip when a size is invalid.
  if (![body.padding, body.width, body.height].every((v) => API_DIMENSION.test(v))) return;
  const pad = toMm(body.padding) * 2;
  if (pad >= toMm(body.width) || pad >= toMm(body.height)) {
    ctx.addIssue({ code: 'custom', path: ['padding'], message: 'padding leaves no room for text inside width and height' });
  }
}

/** zod's own enum message for the spec's names, and the team's own hands beside them. */
export function fontFamilyMessage(received: string): string {
  return `Invalid enum value. Expected ${FONT_FAMILIES.map((f) => `'${f}'`).join(' | ')} or the name of one of the team's own hands, received '${received}'`;
}

export const generatePngSchema = z
  .object({
    ...textBoxFields,
    /** A built-in hand (the spec's names) or the name of one of the team's own hands: checked by the route against the team's hands. */
    fontFamily: z.string().min(1, { message: fontFamilyMessage('') }).default('Stafford'),
    /** Inkpost extension: the pen preset; without it the colour picks one (DEFAULT_PEN_FOR_COLOR). */
    pen: z.enum(PENS).optional(),
    backgroundColor: z.string().refine(isCssColor, { message: 'backgroundColor must be a CSS color' }).default('transparent'),
  })
  .superRefine(paddingFits);

export const generatePngQuerySchema = z.object({
  preview: z.enum(['true', 'false'], { error: () => "preview must be 'true' or 'false'" }).optional(),
});
