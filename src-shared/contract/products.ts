// The product catalog (an Inkpost extension): sizes, bleed and envelope support.
import { z } from 'zod';
import { EXAMPLE_IDS } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const productSchema = named('Product', strict({
  id: z.string().describe('The product_id to use when creating a campaign'),
  key: z.string().describe('The product key of POST /api/recipients/html'),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  standard: z.string(),
  delivery_methods: z.array(z.string()),
  product_family: z.string(),
  alternate: z.string().nullable(),
  width_mm: z.number(),
  height_mm: z.number(),
  bleed_mm: z.number(),
  supports_envelope: z.boolean(),
}));

export const productsList = route({
  method: 'get',
  path: '/api/products',
  auth: 'any-key',
  extension: true,
  tags: ['Catalog'],
  summary: 'The product catalog',
  description: 'An Inkpost extension: every product with its id (product_id of campaigns), key (product_key of HTML recipients), size and bleed.',
  responses: {
    200: ok('Every product', z.array(productSchema), [
      { id: EXAMPLE_IDS.product, key: 'a6_postcard', name: 'A6 Postcard', category: 'postcard', subcategory: 'A6', standard: 'ISO', delivery_methods: ['directMail', 'bulkShipping'], product_family: 'postcard', alternate: '4x6_postcard', width_mm: 148, height_mm: 105, bleed_mm: 3, supports_envelope: false },
    ]),
  },
});
