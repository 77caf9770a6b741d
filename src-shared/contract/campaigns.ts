import { z } from 'zod';
import { CAMPAIGN_FREQUENCIES, CAMPAIGN_STATUSES, createCampaignSchema, DELIVERY_METHODS, listCampaignsQuerySchema } from '../schemas/campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, idRefSchema, productSummarySchema, storedAddressSchema, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const RECIPIENT_STATUSES = ['pending', 'invalid', 'ready', 'printing', 'shipped', 'delivered', 'deleted'] as const;

export const campaignMetricsSchema = named('CampaignMetrics', strict({
  total: z.number().int(),
  ...Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, z.number().int()])),
} as Record<'total' | (typeof RECIPIENT_STATUSES)[number], z.ZodNumber>));

export const campaignVariableSchema = named('CampaignVariable', strict({ id: z.string(), context: z.string(), label: z.string(), mapper: z.string() }));

/** The full Campaign object of the spec. */
export const campaignSchema = named('Campaign', strict({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  delivery_method: z.enum(DELIVERY_METHODS),
  frequency: z.enum(CAMPAIGN_FREQUENCIES),
  billing_method: z.enum(['oneTime', 'subscription']),
  product_id: z.string(),
  template_id: z.string(),
  include_envelope: z.boolean(),
  envelope_sealed: z.boolean(),
  stamp_on_envelope: z.boolean(),
  shipping_address_id: z.string().nullable(),
  return_address_id: z.string().nullable(),
  shipping_address: storedAddressSchema.nullable(),
  return_address: storedAddressSchema.nullable(),
  tracking_email: z.string(),
  batch_individually: z.boolean(),
  stamp_class: z.string().nullable(),
  subscription_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  team_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  ready_at: timestamp.nullable(),
  shipped_at: timestamp.nullable(),
  deleted_at: timestamp.nullable(),
  print_house_override_id: z.string().nullable(),
  render_mode: z.enum(['standard', 'html']),
  latest_recipient: idRefSchema.nullable(),
  template: strict({ id: z.string(), name: z.string(), render_mode: z.enum(['standard', 'html']) }),
  product: productSummarySchema,
  metrics: campaignMetricsSchema,
  cart: idRefSchema.nullable(),
  variables: z.array(campaignVariableSchema),
  directMailHandwritingWarning: z.string().nullable(),
}));
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;
export type CampaignVariable = z.infer<typeof campaignVariableSchema>;

const RETURN_ADDRESS = { type: 'return' as const, first_name: 'Dana', last_name: 'Demo', company: 'Acme Ltd', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' };

export const CAMPAIGN_EXAMPLE: z.input<typeof campaignSchema> = {
  id: EXAMPLE_IDS.campaign,
  name: 'Spring thank-yous',
  status: 'pending',
  delivery_method: 'directMail',
  frequency: 'oneTime',
  billing_method: 'oneTime',
  product_id: EXAMPLE_IDS.product,
  template_id: EXAMPLE_IDS.template,
  include_envelope: false,
  envelope_sealed: false,
  stamp_on_envelope: false,
  shipping_address_id: null,
  return_address_id: 'adr_01',
  shipping_address: null,
  return_address: RETURN_ADDRESS,
  tracking_email: 'owner@acme.example',
  batch_individually: false,
  stamp_class: null,
  subscription_id: null,
  invoice_id: null,
  team_id: EXAMPLE_IDS.team,
  created_at: EXAMPLE_TIME,
  updated_at: EXAMPLE_TIME,
  ready_at: null,
  shipped_at: null,
  deleted_at: null,
  print_house_override_id: null,
  render_mode: 'standard',
  latest_recipient: null,
  template: { id: EXAMPLE_IDS.template, name: 'Default A6 Postcard', render_mode: 'standard' },
  product: { id: EXAMPLE_IDS.product, name: 'A6 Postcard', category: 'postcard', subcategory: 'A6', standard: 'ISO', delivery_methods: ['directMail', 'bulkShipping'], alternate: '4x6_postcard', product_family: 'postcard' },
  metrics: { total: 0, pending: 0, invalid: 0, ready: 0, printing: 0, shipped: 0, delivered: 0, deleted: 0 },
  cart: null,
  variables: [{ id: 'var_first_name', context: 'recipient', label: 'First name', mapper: 'firstName' }],
  directMailHandwritingWarning: null,
};

const campaignParams = z.object({ campaignId: z.string() });

export const campaignsCreate = route({
  method: 'post',
  idempotent: true,
  announces: ['campaign.changed'],
  path: '/api/campaigns',
  auth: 'customer',
  tags: ['Campaigns'],
  summary: 'Create a campaign',
  description:
    'Product and template must be compatible; billing fields must not be sent (billing_method is derived). A recurring campaign needs recurring campaigns enabled for the team (403). With activate true the campaign must be recurring, directMail and carry a return_address, and answers status ready. If activation fails after creation, the error body carries data.campaign_id: retry with POST /api/campaigns/{campaignId}/activate.',
  body: {
    media: 'application/json',
    schema: createCampaignSchema,
    example: { name: 'Spring thank-yous', delivery_method: 'directMail', frequency: 'oneTime', product_id: EXAMPLE_IDS.product, template_id: EXAMPLE_IDS.template, return_address: RETURN_ADDRESS },
  },
  responses: {
    200: ok('The created campaign', campaignSchema, CAMPAIGN_EXAMPLE),
    400: 'Invalid fields, incompatible product and template, billing fields sent, activate not a JSON boolean, or an activation that failed after creation (data.campaign_id).',
    403: 'Recurring campaigns are not enabled for the team.',
  },
});

export const campaignsList = route({
  method: 'get',
  path: '/api/campaigns',
  staleOn: ['campaign.changed', 'recipient.changed', 'checkout.changed'],
  auth: 'customer',
  tags: ['Campaigns'],
  summary: 'List campaigns',
  description: 'A top-level array (not wrapped) of full Campaign objects, newest first; without query parameters, every campaign of the team.',
  query: listCampaignsQuerySchema,
  responses: {
    200: ok('The campaigns', z.array(campaignSchema), [CAMPAIGN_EXAMPLE]),
    400: 'An unsupported status or frequency.',
  },
});

export const campaignsGet = route({
  method: 'get',
  path: '/api/campaigns/{campaignId}',
  staleOn: ['campaign.changed', 'recipient.changed', 'checkout.changed'],
  auth: 'customer',
  tags: ['Campaigns'],
  summary: 'One campaign',
  description: 'The full Campaign object.',
  params: campaignParams,
  responses: {
    200: ok('The campaign', campaignSchema, CAMPAIGN_EXAMPLE),
    404: 'Campaign not found (or another team\'s).',
  },
});

export const campaignsActivate = route({
  method: 'post',
  announces: ['campaign.changed'],
  path: '/api/campaigns/{campaignId}/activate',
  auth: 'customer',
  tags: ['Campaigns'],
  summary: 'Activate a pending recurring campaign',
  description: 'Activates a pending recurring campaign and returns it with status ready. Also the retry after a failed activation in create. No body.',
  params: campaignParams,
  responses: {
    200: ok('The campaign, ready', campaignSchema, { ...CAMPAIGN_EXAMPLE, frequency: 'recurring', status: 'ready', billing_method: 'subscription', ready_at: EXAMPLE_TIME }),
    400: 'The campaign cannot be activated (not recurring, not directMail, no return address, or not pending); data.campaign_id names it.',
    403: 'Recurring campaigns are not enabled for the team.',
    404: 'Campaign not found.',
  },
});
