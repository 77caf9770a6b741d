import { z } from 'zod';
import { isCssColor } from '../colour.ts';
import { DEFAULT_STROKE_FONT, STROKE_FONTS } from '../handwriting.ts';
import { paddingFits, textBoxFields } from './generate-png.ts';

/**
 * POST /api/generate/svg (Inkpost extension beside POST /api/generate/png): the same text
 * box fields with the same names and rules, written with a single-stroke font as SVG
 * paths for pen plotters. The outline hands cannot be drawn by a plotter, so fontFamily is
 * refused with a pointer to strokeFont instead of being ignored.
 */
export const generateSvgSchema = z
  .object({
    ...textBoxFields,
    strokeFont: z.enum(STROKE_FONTS).default(DEFAULT_STROKE_FONT),
    fontFamily: z
      .unknown()
      .refine((value) => value === undefined, { message: 'fontFamily names an outline hand; single-stroke SVG takes strokeFont' })
      .optional()
      .describe('Not accepted here: use strokeFont'),
    backgroundColor: z.string().refine(isCssColor, { message: 'backgroundColor must be a CSS color' }).default('transparent'),
  })
  .superRefine(paddingFits);
