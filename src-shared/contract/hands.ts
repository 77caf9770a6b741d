// "Your own hand" (an Inkpost extension, customer-team key): the template to fill in, scans
// read into a hand, and the team's hands, which every handwriting route writes with by name.
import { z } from 'zod';
import { HAND_PAPERS, handTemplate } from '../hand-template.ts';
import { FONT_FAMILIES } from '../handwriting.ts';
import { addHandSheetsFormSchema, createHandFormSchema, handTemplateQuerySchema, MAX_HAND_SHEETS, MAX_HAND_UPLOAD_BYTES, MAX_LETTER_VARIANTS, updateHandSchema } from '../schemas/hands.ts';
import { EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, routeGroup, strict } from './define.ts';
import { named } from './openapi-meta.ts';

const handRoute = routeGroup({ auth: 'customer', extension: true, tags: ['Hands'] });
const NOT_FOUND = "Hand not found (or another team's).";
const box = named('BoxMm', strict({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }));

const summaryShape = {
  id: z.string(),
  name: z.string().describe('What `fontFamily` and `data-hw-font` take (case-sensitive)'),
  paper: z.enum(HAND_PAPERS),
  characters: z.array(z.string()).describe('The characters the hand writes'),
  missing: z.array(z.string()).describe('Characters of the template with no glyph: written in `fallback`'),
  warnings: z.array(z.string()).describe('What to check on the sheet (cut letters, low resolution, empty cells)'),
  fallback: z.enum(FONT_FAMILIES).describe('The closest built-in hand: it writes what the hand lacks'),
  created_at: timestamp,
  updated_at: timestamp,
};
export const handSummarySchema = named('HandSummary', strict(summaryShape));

export const handCellSchema = named('HandCell', strict({
  sheet: z.number().int().describe('Which sheet (0-based, in the order sent)'),
  index: z.number().int().describe("The cell's index in the template (template.json)"),
  char: z.string(),
  occurrence: z.number().int().describe('1, or 2 and 3 for the repeats of a lowercase letter'),
  status: z.enum(['ok', 'empty', 'cleared']),
  path: z.string().nullable().describe("The traced glyph: SVG path data in mm from the cell's top-left corner, y down"),
  crop: box.describe("A re-crop: the rectangle kept, mm from the cell's top-left").nullable(),
  touches_edge: z.boolean().describe('Ink reaches the edge of the area read: the letter may be cut'),
}));

export const handSchema = named('Hand', strict({
  ...summaryShape,
  dpi: z.array(z.number()).describe('The resolution each sheet was read at'),
  sheets: z.number().int().describe('Sheets read: GET /api/hands/{handId}/sheets/{sheet} shows each, straightened'),
  cells: z.array(handCellSchema),
}));

export const handSheetsAddedSchema = named('HandSheetsAdded', strict({
  hand: handSchema,
  changes: strict({
    sheets: z.array(z.number().int()).describe('The new sheets (0-based), after the hand\'s own'),
    filled: z.array(z.string()).describe('Characters the hand lacked that it now writes'),
    more_variants: z.array(z.string()).describe('Characters that gained written variants'),
    set_aside: z.array(z.string()).describe(`Characters whose new cells were set aside (status cleared): they already had ${MAX_LETTER_VARIANTS} written variants`),
    message: z.string().describe('What changed, in a sentence'),
  }),
}));

const templateCellSchema = strict({ index: z.number().int(), char: z.string(), occurrence: z.number().int(), box, baseline: z.number(), xHeightLine: z.number() });
export const handTemplateSchema = named('HandTemplate', strict({
  version: z.number().int(),
  paper: z.enum(HAND_PAPERS),
  units: z.literal('mm'),
  page: strict({ width: z.number(), height: z.number() }),
  markers: z.array(strict({ x: z.number(), y: z.number() })).describe('Centres of the corner markers: top-left, top-right, bottom-right, bottom-left'),
  markerSize: z.number(),
  code: strict({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), text: z.string() }).describe('The QR code naming the layout'),
  grid: box,
  cells: z.array(templateCellSchema),
}));

const SUMMARY = { id: 'b5e1c2d3-0000-4000-8000-000000000005', name: 'Ada', paper: 'a4' as const, characters: ['a', 'b', 'c'], missing: ['€'], warnings: ["1 character is missing (€): the hand writes it in Stafford, the closest built-in hand."], fallback: 'Stafford' as const, created_at: EXAMPLE_TIME, updated_at: EXAMPLE_TIME };
const HAND = { ...SUMMARY, dpi: [300], sheets: 1, cells: [{ sheet: 0, index: 0, char: 'a', occurrence: 1, status: 'ok' as const, path: 'M5.2 9.1C5.9 8.4 7.1 8.3 7.6 9Z', crop: null, touches_edge: false }] };
/** A route about one of the team's hands. */
const aboutHand = aboutOne(z.object({ handId: z.string() }), NOT_FOUND);
const TEMPLATE_EXAMPLE = (() => {
  const t = handTemplate('a4');
  return { ...t, cells: t.cells.slice(0, 2) };
})();

export const handsTemplatePdf = handRoute({
  method: 'get',
  path: '/api/hands/template.pdf',
  summary: 'The template to write a hand on (PDF)',
  description: 'One page: a box per character (a-z three times each, A-Z, 0-9 and . , ; : ! ? \' " - ( ) & @ £ $ € % /), writing guides in a light red that the scan reader drops, four corner markers and a QR code naming the layout. Print at 100 %.',
  query: handTemplateQuerySchema,
  responses: { 200: { description: 'The template', media: 'application/pdf' }, 400: "paper is not 'a4' or 'letter'." },
});

export const handsTemplateJson = handRoute({
  method: 'get',
  path: '/api/hands/template.json',
  summary: "The template's layout",
  description: 'Each cell\'s character and box in mm from the page\'s top-left (y down), the guides, markers and code: for tools that fill or read the sheet.',
  query: handTemplateQuerySchema,
  responses: { 200: ok('The layout (two of its cells shown)', handTemplateSchema, TEMPLATE_EXAMPLE), 400: "paper is not 'a4' or 'letter'." },
});

export const handsCreate = handRoute({
  method: 'post',
  idempotent: true,
  path: '/api/hands',
  announces: ['hand.changed'],
  summary: 'Make a hand from a filled-in template',
  description: `multipart/form-data: \`name\` and one or more \`file\` parts (PNG, JPEG or scanned PDF; at most ${MAX_HAND_UPLOAD_BYTES / 1024 / 1024} MB in all). Phone photos may be in perspective, turned and unevenly lit. Several sheets give more variants of each letter. The hand is written with by its name, like a built-in hand.`,
  body: { media: 'multipart/form-data', validatedBy: 'handler', schema: createHandFormSchema, maxBytes: MAX_HAND_UPLOAD_BYTES },
  responses: {
    201: ok('The hand', handSchema, HAND),
    400: 'A scan that cannot be read, with what to do: not a PNG, JPEG or PDF; a blank page; not the template (no corner markers, or another code); the layout code unreadable; under 150 dpi; too blurred; no writing in any cell. Or an invalid name.',
    409: 'The team already has a hand of that name, or the name is a built-in hand\'s.',
    415: 'The body is not multipart/form-data.',
  },
});

export const handsAddSheets = handRoute(aboutHand({
  method: 'post',
  path: '/api/hands/{handId}/sheets',
  announces: ['hand.changed'],
  summary: 'Add filled-in sheets to a hand',
  description: `multipart/form-data: one or more \`file\` parts, read as for POST /api/hands (the template of the hand's paper size). Their letters become further variants of the hand's, up to ${MAX_LETTER_VARIANTS} written variants a character: later cells are kept but set aside (\`cleared\`; clear another to use one of them). Characters the hand lacked are filled. The font is built again; the answer is the hand and what changed. A hand holds at most ${MAX_HAND_SHEETS} sheets.`,
  body: { media: 'multipart/form-data', validatedBy: 'handler', schema: addHandSheetsFormSchema, maxBytes: MAX_HAND_UPLOAD_BYTES },
  responses: {
    200: ok('The hand and what changed', handSheetsAddedSchema, { hand: { ...HAND, sheets: 2, dpi: [300, 300] }, changes: { sheets: [1], filled: ['€'], more_variants: ['a', 'b', 'c'], set_aside: [], message: 'Sheet 2 added; 3 characters have more written variants; 1 missing character is now written (€).' } }),
    400: `A scan that cannot be read, with what to do (as for POST /api/hands); the other paper size; more than ${MAX_HAND_SHEETS} sheets in all.`,
    409: 'The hand was changed while the sheet was read.',
    415: 'The body is not multipart/form-data.',
  },
}));

export const handsList = handRoute({ method: 'get', path: '/api/hands', staleOn: ['hand.changed', 'sandbox.changed'], summary: "The team's hands", description: 'Oldest first.', responses: { 200: ok('The hands', z.array(handSummarySchema), [SUMMARY]) } });

export const handsGet = handRoute(aboutHand({ method: 'get', path: '/api/hands/{handId}', staleOn: ['hand.changed', 'sandbox.changed'], summary: 'One hand, with its cells', responses: { 200: ok('The hand', handSchema, HAND) } }));

export const handsUpdate = handRoute(aboutHand({
  method: 'patch',
  path: '/api/hands/{handId}',
  announces: ['hand.changed'],
  summary: 'Rename a hand, or clear, restore or re-crop its cells',
  description: "`cells`: `{sheet, index, action: 'clear' | 'restore'}` or `{sheet, index, action: 'crop', crop: {x, y, width, height}}` (mm from the cell's top-left; the ink inside is traced again). The font is built again.",
  body: { media: 'application/json', schema: updateHandSchema, example: { name: 'Ada', cells: [{ sheet: 0, index: 4, action: 'clear' }] } },
  responses: { 200: ok('The hand', handSchema, HAND), 409: 'Another hand of the team has that name, or the name is a built-in hand\'s.' },
}));

export const handsDelete = handRoute(aboutHand({ method: 'delete', path: '/api/hands/{handId}', announces: ['hand.changed'], summary: 'Delete a hand', description: 'Designs and HTML sides that still name it are refused with the reason (data-hw-font) until they name another hand.', responses: { 204: { description: 'Deleted' } } }));

export const handsFont = handRoute(aboutHand({
  method: 'get',
  path: '/api/hands/{handId}/font.otf',
  summary: 'The hand as an OpenType font',
  description: 'The font the engine writes with, for use in other programs: CFF outlines; kerning measured from the ink (GPOS `kern`); the written variants of a letter rotate by themselves (`calt`: no two neighbouring occurrences alike) and are its stylistic alternates (`salt`).',
  responses: { 200: { description: 'The font', media: 'font/otf', headers: { 'Content-Disposition': 'attachment; filename="<name>.otf"' } } },
}));

export const handsSheet = handRoute({
  method: 'get',
  path: '/api/hands/{handId}/sheets/{sheet}',
  summary: 'A sheet of a hand, straightened',
  description: 'The grid of cells as read: 10 px per mm, from 3 mm above and left of the first cell, light corrected (the review shows each cell from it).',
  params: z.object({ handId: z.string(), sheet: z.string().describe('0 for the first sheet') }),
  responses: { 200: { description: 'The sheet', media: 'image/jpeg' }, 404: `${NOT_FOUND} Or no such sheet.` },
});
