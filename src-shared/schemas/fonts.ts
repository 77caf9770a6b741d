import { z } from 'zod';

/** Largest font file POST /api/fonts takes: a full OpenType face with its scripts is well under it. */
export const MAX_FONT_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FONT_FILES = 12;
export const MAX_FONT_FAMILY = 60;
export const FONT_FORMATS = ['otf', 'ttf', 'woff2'] as const;

export const fontFamilyNameSchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, { message: 'family must not be empty' })
      .max(MAX_FONT_FAMILY, { message: `family must be at most ${MAX_FONT_FAMILY} characters` })
      .regex(/^[^'"\\;{}<>]+$/, { message: 'family must not contain quotes, backslashes, semicolons, braces or angle brackets' }),
  );

/** The multipart form of POST /api/fonts (validated by the handler: files are not JSON). */
export const uploadFontsFormSchema = z.object({
  family: z.string().optional().describe('The family the faces belong to (default: the family named inside the first file)'),
  file: z.array(z.string().describe('An OTF, TTF or WOFF2 font file')).describe('One or more `file` parts: the faces of one family (regular, bold, italic, …)'),
});
