import { z } from 'zod';
import { HAND_PAPERS } from '../hand-template.ts';

/** Largest upload of POST /api/hands (every file together): a few phone photos or a 600 dpi scan. */
export const MAX_HAND_UPLOAD_BYTES = 60 * 1024 * 1024;
export const MAX_HAND_FILES = 4;
export const MAX_HAND_NAME = 60;
/** A letter of a hand has at most this many written variants (POST /api/hands/{handId}/sheets sets the others aside). */
export const MAX_LETTER_VARIANTS = 5;
/** Sheets one hand may hold (the first and those added to it). */
export const MAX_HAND_SHEETS = 8;

export const handNameSchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { message: 'name must not be empty' }).max(MAX_HAND_NAME, { message: `name must be at most ${MAX_HAND_NAME} characters` }));

export const handTemplateQuerySchema = z.object({
  paper: z.enum(HAND_PAPERS, { error: () => "paper must be 'a4' or 'letter'" }).default('a4'),
});

/** The multipart form of POST /api/hands (validated by the handler: files are not JSON). */
export const createHandFormSchema = z.object({
  name: z.string().optional().describe('The hand\'s name (default "My hand", "My hand 2", ...): case-sensitive, unique in the team, never a built-in hand\'s name'),
  file: z.array(z.string().describe('A PNG, a JPEG (a scan, or a phone photo of the whole sheet) or a scanned PDF')).describe('One or more `file` parts: the filled-in template'),
});

/** The multipart form of POST /api/hands/{handId}/sheets. */
export const addHandSheetsFormSchema = z.object({
  file: z.array(z.string().describe('A PNG, a JPEG or a scanned PDF of the template, filled in')).describe('One or more `file` parts: more filled-in templates for the hand'),
});

export const cropSchema = z.object({
  x: z.number().min(-3).max(18),
  y: z.number().min(-3).max(22),
  width: z.number().gt(0.5).max(21),
  height: z.number().gt(0.5).max(25),
});

const cellRef = { sheet: z.number().int().min(0).default(0), index: z.number().int().min(0).max(1000) };

export const handCellEditSchema = z.discriminatedUnion('action', [
  z.object({ ...cellRef, action: z.literal('clear') }).strict(),
  z.object({ ...cellRef, action: z.literal('restore') }).strict(),
  z.object({ ...cellRef, action: z.literal('crop'), crop: cropSchema.strict() }).strict(),
]);

export const updateHandSchema = z
  .object({
    name: handNameSchema.optional(),
    cells: z.array(handCellEditSchema).max(500).optional(),
  })
  .strict();

export type UpdateHandBody = z.output<typeof updateHandSchema>;
export type HandCellEdit = z.output<typeof handCellEditSchema>;
