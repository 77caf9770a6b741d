import { z } from 'zod';
import { createTemplateSchema } from '../schemas/templates.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, productSummarySchema, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const templateSchema = named('Template', strict({
  id: z.string(),
  name: z.string(),
  status: z.literal('active'),
  team_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
  version: strict({
    id: z.string(),
    version_number: z.number().int(),
    status: z.literal('published'),
    print_config: z.string().optional().describe('On single fetch, e.g. duplex'),
    pages: z.array(strict({ count: z.number().int() })),
    product: productSummarySchema,
  }),
}));
export type Template = z.infer<typeof templateSchema>;

const A6 = { id: EXAMPLE_IDS.product, name: 'A6 Postcard', category: 'postcard' };
export const templateExample = (product: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: EXAMPLE_IDS.template,
  name: 'Default A6 Postcard',
  status: 'active' as const,
  team_id: EXAMPLE_IDS.team,
  created_at: EXAMPLE_TIME,
  updated_at: EXAMPLE_TIME,
  published_at: EXAMPLE_TIME,
  version: { id: 'ver_01', version_number: 1, status: 'published' as const, ...extra, pages: [{ count: 2 }], product: { ...A6, ...product } },
});

export const templatesCreate = route({
  method: 'post',
  idempotent: true,
  announces: ['template.changed'],
  path: '/api/templates',
  auth: 'customer',
  tags: ['Templates'],
  summary: 'Create a default published template',
  description: "Creates a template for the product, active with a published version 1. `pages` (an Inkpost shape, see docs/api-notes.md) places handwritten text blocks in millimetres; omit it for a default template. `name` defaults to 'Untitled Template'.",
  body: { media: 'application/json', schema: createTemplateSchema, example: { name: 'Spring thank-you', product_id: EXAMPLE_IDS.product } },
  responses: {
    200: ok('The template', templateSchema, templateExample({ subcategory: 'A6' })),
    400: 'Unknown product, or pages that do not fit it.',
  },
});

export const templatesList = route({
  method: 'get',
  path: '/api/templates',
  staleOn: ['template.changed'],
  auth: 'customer',
  tags: ['Templates'],
  summary: 'Active templates of the team',
  description: 'Only templates with a published version are returned; draft content is never returned.',
  responses: {
    200: ok('The templates', z.array(templateSchema), [templateExample({ standard: 'ISO', delivery_methods: ['directMail', 'bulkShipping'] })]),
  },
});

export const templatesGet = route({
  method: 'get',
  path: '/api/templates/{templateId}',
  staleOn: ['template.changed'],
  auth: 'customer',
  tags: ['Templates'],
  summary: 'One template',
  description: 'The template with its latest published version, including print_config.',
  params: z.object({ templateId: z.string() }),
  responses: {
    200: ok('The template', templateSchema, templateExample({ subcategory: 'A6' }, { print_config: 'duplex' })),
    404: 'Template not found (or another team\'s).',
  },
});
