// A team's own typefaces (an Inkpost extension, customer-team key): OTF, TTF or
// WOFF2 files, one family with its weights and styles, offered in every face
// picker and embedded in every PDF and preview the server makes.
import { z } from 'zod';
import { FONT_FORMATS, MAX_FONT_FILE_BYTES, MAX_FONT_FILES, uploadFontsFormSchema } from '../schemas/fonts.ts';
import { EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, routeGroup, strict } from './define.ts';
import { named } from './openapi-meta.ts';

const fontRoute = routeGroup({ auth: 'customer', extension: true, tags: ['Fonts'] });
const NOT_FOUND = "Font not found (or another team's).";

export const fontFaceSchema = named('FontFace', strict({
  id: z.string(),
  family: z.string().describe('What a side\'s `font-family` names (in quotes)'),
  weight: z.number().int().describe('100 to 900, from the file (OS/2 usWeightClass)'),
  style: z.enum(['normal', 'italic']),
  format: z.enum(FONT_FORMATS),
  file_name: z.string(),
  bytes: z.number().int(),
  created_at: timestamp,
}));
export type FontFaceView = z.infer<typeof fontFaceSchema>;

export const fontFamilySchema = named('FontFamily', strict({
  family: z.string(),
  faces: z.array(fontFaceSchema).describe('By weight, then upright before italic'),
}));
export type FontFamilyView = z.infer<typeof fontFamilySchema>;

const FACE = { id: 'f0a1c2d3-0000-4000-8000-000000000007', family: 'Harbour Sans', weight: 400, style: 'normal' as const, format: 'otf' as const, file_name: 'HarbourSans-Regular.otf', bytes: 48_212, created_at: EXAMPLE_TIME };
const FAMILY = { family: 'Harbour Sans', faces: [FACE, { ...FACE, id: 'f0a1c2d3-0000-4000-8000-000000000008', weight: 700, file_name: 'HarbourSans-Bold.otf' }] };
const aboutFace = aboutOne(z.object({ fontId: z.string() }), NOT_FOUND);

export const fontsUpload = fontRoute({
  method: 'post',
  path: '/api/fonts',
  announces: ['design.changed'],
  summary: 'Add a typeface of the team',
  description: `multipart/form-data: one or more \`file\` parts (OTF, TTF or WOFF2, at most ${MAX_FONT_FILE_BYTES / 1024 / 1024} MB and ${MAX_FONT_FILES} files), the faces of one family, and \`family\` to name it otherwise than the first file does. Each face's weight and style are read from the file; a face the family has already (same weight and style) is replaced. The family is then a print typeface like a bundled one: pickers offer it and every PDF and preview embeds it.`,
  body: { media: 'multipart/form-data', validatedBy: 'handler', schema: uploadFontsFormSchema, maxBytes: MAX_FONT_FILE_BYTES * MAX_FONT_FILES },
  responses: {
    201: ok('The family, with every face it now has', fontFamilySchema, FAMILY),
    400: "A file that is not an OTF, TTF or WOFF2 font (a WOFF 1, a font collection, anything else), or a font whose licence forbids embedding it in a document (OS/2 fsType: restricted licence, or bitmap embedding only), each with the file's name and the reason; nothing of the upload is kept. Or an invalid family name.",
    409: 'The family is named like one of the bundled print typefaces.',
    415: 'The body is not multipart/form-data.',
  },
});

export const fontsList = fontRoute({ method: 'get', path: '/api/fonts', summary: "The team's typefaces", description: 'Families by name, each with its faces.', responses: { 200: ok('The families', z.array(fontFamilySchema), [FAMILY]) } });

export const fontsDelete = fontRoute(aboutFace({
  method: 'delete',
  path: '/api/fonts/{fontId}',
  announces: ['design.changed'],
  summary: 'Remove a face',
  description: 'Designs that name the family print in the faces left, or in the fallback of their font stack once the last is gone.',
  responses: { 204: { description: 'Removed' } },
}));

export const fontsFile = fontRoute(aboutFace({
  method: 'get',
  path: '/api/fonts/{fontId}/file',
  summary: 'The face as uploaded',
  description: 'The file, for the studio to show the family in its pickers.',
  responses: { 200: { description: 'The font file (OTF, TTF or WOFF2, as uploaded)', media: 'application/octet-stream' } },
}));
