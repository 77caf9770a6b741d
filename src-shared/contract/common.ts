// Schemas several routes answer with.
import { z } from 'zod';
import { strict } from './define.ts';
import { named } from './openapi-meta.ts';

/** ISO 8601 with microseconds and offset (2026-11-23T09:18:41.123456+00:00). */
export const timestamp = z.string().describe('ISO 8601 timestamp with microseconds and offset');

/** Who a recipient is: the fields every recipient answer starts with (POST /api/recipients and /api/recipients/html). */
export const recipientIdentityShape = {
  id: z.string(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
};

/** The product summary; which fields appear depends on where (see the spec's Product summary). */
export const productSummarySchema = named('ProductSummary', strict({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string().optional(),
  standard: z.string().optional(),
  delivery_methods: z.array(z.string()).optional(),
  alternate: z.string().nullable().optional(),
  product_family: z.string().optional(),
}));

/** Another object, by its id (a campaign's latest_recipient and cart). */
export const idRefSchema = named('IdRef', strict({ id: z.string() }));

/** A rendered document behind a signed URL (an hour): proofs and a recipient's activity. */
export const proofPageSchema = named('ProofPage', strict({ format: z.enum(['pdf', 'preview']), type: z.enum(['note', 'postcard', 'envelope']), page: z.number().int().nullable(), signed_url: z.string() }));

/** An address as stored on a campaign (return_address, shipping_address). */
export const storedAddressSchema = named('Address', strict({
  type: z.enum(['return', 'shipping']).optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company: z.string().optional(),
  address1: z.string(),
  address2: z.string().optional(),
  address3: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  postal_code: z.string().optional(),
  country: z.string().describe('Two-letter ISO code'),
}));

export const EXAMPLE_IDS = {
  team: '4f1c2a9e-7d3b-4c55-9a0e-2b6f8d1e3c77',
  campaign: 'c0a8012e-5b7d-4f21-8e3a-9d4c6b2a1f00',
  template: '7e3a1b2c-0000-4000-8000-000000000001',
  recipient: '9b2d4e6f-0000-4000-8000-000000000002',
  product: '110dbe31-2f11-4797-8364-2bb4bf8dfaf1',
  cart: 'ca27a1b2-0000-4000-8000-000000000003',
  webhook: 'a1b2c3d4-0000-4000-8000-000000000004',
} as const;

export const EXAMPLE_TIME = '2026-11-23T09:18:41.123456+00:00';

export type ProductSummary = z.infer<typeof productSummarySchema>;
export type Address = z.infer<typeof storedAddressSchema>;
