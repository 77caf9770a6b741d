// The card studio's design library (an Inkpost extension, customer-team key).
import { z } from 'zod';
import { createDesignSchema, designFileSchema, listDesignsQuerySchema, publishDesignSchema, updateDesignSchema } from '../schemas/designs.ts';
import { htmlSideSchema } from '../schemas/html-recipients.ts';
import { templateExample, templateSchema } from './templates.ts';
import { EXAMPLE_TIME, proofPageSchema, timestamp } from './common.ts';
import { ok, strict } from './define.ts';
import { aboutDesign, designRoute } from './design-group.ts';
import { named } from './openapi-meta.ts';

const summaryShape = {
  id: z.string(),
  name: z.string(),
  product_key: z.string(),
  orientation: z.enum(['landscape', 'portrait']),
  include_envelope: z.boolean(),
  template_id: z.string().nullable().describe('The template it was last published as'),
  created_at: timestamp,
  updated_at: timestamp,
};
export const designSummarySchema = named('DesignSummary', strict(summaryShape));
export const designSchema = named('Design', strict({
  ...summaryShape,
  front: htmlSideSchema,
  back: htmlSideSchema.nullable(),
  merge_fields: z.array(z.string()).describe('The {{names}} the sides use, in order'),
}));
export type DesignSummary = z.infer<typeof designSummarySchema>;
export type Design = z.infer<typeof designSchema>;

export const proofSchema = named('DesignProof', strict({
  id: z.string(),
  documents: z.array(proofPageSchema),
}));
export type Proof = z.infer<typeof proofSchema>;

const SUMMARY = { id: 'd3519aa0-0000-4000-8000-000000000005', name: 'Spring thank-you', product_key: 'a6_postcard', orientation: 'landscape' as const, include_envelope: false, template_id: null, created_at: EXAMPLE_TIME, updated_at: EXAMPLE_TIME };
const FRONT = { styles: { backgroundColor: '#fffdf8' }, html: '<div data-ink-id="note" data-ink-kind="handwriting" data-hw data-hw-font="Stafford" data-hw-ink="blue" data-hw-size="14pt" style="position:absolute;left:10mm;top:12mm;width:130mm;height:80mm"><p>Dear {{firstName}},</p></div>' };
const DESIGN = { ...SUMMARY, front: FRONT, back: null, merge_fields: ['firstName'] };

export const designsList = designRoute({
  method: 'get',
  path: '/api/designs',
  staleOn: ['design.changed'],
  summary: "The team's designs",
  description: 'Most recently changed first; `q` searches the names.',
  query: listDesignsQuerySchema,
  responses: { 200: ok('The designs (without their sides)', z.array(designSummarySchema), [SUMMARY]), 400: 'An invalid query parameter.' },
});

export const designsCreate = designRoute({
  method: 'post',
  idempotent: true,
  path: '/api/designs',
  announces: ['design.changed'],
  summary: 'Create a design',
  description: 'A product (every catalog key), an orientation, an envelope where the product takes one, and two HTML sides ({html, styles}, as POST /api/recipients/html takes them). Sides left out start from a layout for the product.',
  body: { media: 'application/json', schema: createDesignSchema, example: { name: 'Spring thank-you', product_key: 'a6_postcard' } },
  responses: { 201: ok('The design', designSchema, DESIGN), 400: 'An unknown product, an envelope the product does not take, or a side over 250 KB.' },
});

export const designsGet = designRoute(aboutDesign({ method: 'get', path: '/api/designs/{designId}', summary: 'One design, with its sides', responses: { 200: ok('The design', designSchema, DESIGN) } }));

export const designsUpdate = designRoute(aboutDesign({
  method: 'patch',
  path: '/api/designs/{designId}',
  announces: ['design.changed'],
  summary: 'Change a design',
  description: "What changed: the studio saves as you work. Changing to a product without envelopes drops the envelope.",
  body: { media: 'application/json', schema: updateDesignSchema, example: { name: 'Spring thank-you (v2)' } },
  responses: { 200: ok('The design', designSchema, DESIGN), 400: 'Invalid fields.' },
}));

export const designsDuplicate = designRoute(aboutDesign({ method: 'post', path: '/api/designs/{designId}/duplicate', announces: ['design.changed'], summary: 'Duplicate a design', responses: { 201: ok('The copy', designSchema, { ...DESIGN, name: 'Spring thank-you (copy)' }) } }));

export const designsDelete = designRoute(aboutDesign({ method: 'delete', path: '/api/designs/{designId}', announces: ['design.changed'], summary: 'Delete a design', description: 'Templates published from it stay.', responses: { 204: { description: 'Deleted' } } }));

export const designsThumbnail = designRoute(aboutDesign({
  method: 'get',
  path: '/api/designs/{designId}/thumbnail',
  summary: "A design's thumbnail",
  description: 'The front, rendered by the real renderer with sample values, 480 px wide; cached until the design changes.',
  responses: { 200: { description: 'The thumbnail', media: 'image/png' }, 503: 'No browser can render HTML on this machine.' },
}));

export const designsExport = designRoute(aboutDesign({
  method: 'get',
  path: '/api/designs/{designId}/export',
  summary: 'Export a design as one file',
  description: 'Sides, styles and embedded images (data: URLs inside the HTML) in one JSON file; POST /api/designs/import takes it back.',
  responses: { 200: ok('The design file', designFileSchema, { format: 'inkpost-design', version: 1, name: 'Spring thank-you', product_key: 'a6_postcard', orientation: 'landscape', include_envelope: false, front: FRONT, back: null }) },
}));

export const designsImport = designRoute({
  method: 'post',
  path: '/api/designs/import',
  announces: ['design.changed'],
  summary: 'Import a design file',
  body: { media: 'application/json', schema: designFileSchema, example: { format: 'inkpost-design', version: 1, name: 'Spring thank-you', product_key: 'a6_postcard', orientation: 'landscape', include_envelope: false, front: FRONT, back: null } },
  responses: { 201: ok('The new design', designSchema, DESIGN), 400: 'Not an Inkpost design file, or an invalid one.' },
});

export const designsPublish = designRoute(aboutDesign({
  method: 'post',
  path: '/api/designs/{designId}/publish',
  announces: ['template.changed', 'design.changed'],
  summary: 'Publish a design as a template',
  description: 'The template campaigns use (GET /api/templates lists it); its pages are the design\'s sides. Publishing again adds the next version of the same template.',
  body: { media: 'application/json', schema: publishDesignSchema, example: { name: 'Spring thank-you' } },
  responses: { 200: ok('The template', templateSchema, { ...templateExample({ subcategory: 'A6' }), name: 'Spring thank-you' }) },
}));

export const designsProof = designRoute(aboutDesign({
  method: 'post',
  path: '/api/designs/{designId}/proof',
  summary: 'Proof a design for one recipient',
  description: 'The documents the API would produce for this recipient (print PDF with bleed, a 300 dpi preview per side, the envelope where included), with merge fields filled and handwriting as it will print, Smart QR codes pointing at their destination. Nothing is mailed or charged; proofs are kept for a day.',
  body: { media: 'application/json', schema: z.object({ values: z.record(z.string(), z.unknown()).describe('Merge values: recipient fields (firstName, address1, ...) and variables'), seed: z.string().max(200).optional() }).strict(), example: { values: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } },
  responses: {
    200: ok('The proof', proofSchema, { id: 'proof_1', documents: [{ format: 'pdf', type: 'postcard', page: null, signed_url: 'http://127.0.0.1:4785/files/teams/.../proofs/proof_1/postcard.pdf?expires=...&signature=...' }] }),
    400: 'Invalid sides or values (e.g. a Smart QR placeholder the renderer refuses).',
    503: 'No browser can render HTML on this machine.',
  },
}));

