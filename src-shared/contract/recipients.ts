import { z } from 'zod';
import { previewQuerySchema, recipientInputSchema } from '../schemas/recipients.ts';
import { CAMPAIGN_STATUSES, DELIVERY_METHODS } from '../schemas/campaigns.ts';
import { RECIPIENT_STATUSES } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, recipientIdentityShape, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

/** The flattened snake_case recipient of create responses. */
export const recipientRecordShape = {
  ...recipientIdentityShape,
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  variables: z.record(z.string(), z.unknown()).describe('Custom variables (externalId among them), and extra fields the client sent'),
  status: z.enum(RECIPIENT_STATUSES),
  testing: z.boolean().describe('A recipient of a testing-mode campaign: not live mail'),
  team_id: z.string(),
  campaign_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
};
export const recipientRecordSchema = named('Recipient', strict(recipientRecordShape));

export const recipientDetailSchema = named('RecipientDetail', strict({
  ...recipientRecordShape,
  is_rendered: z.boolean(),
  render_status: z.enum(['queued', 'rendered', 'failed']).describe('Inkpost extension: the render job\'s state'),
  render_error: z.string().nullable(),
  campaign: named('RecipientCampaign', strict({
    id: z.string(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    product: strict({ id: z.string(), name: z.string() }),
    template: strict({ id: z.string(), name: z.string(), status: z.string() }),
    delivery_method: z.enum(DELIVERY_METHODS),
    include_envelope: z.boolean(),
  })).nullable(),
  documents: z.array(named('RecipientDocument', strict({ id: z.string(), format: z.enum(['pdf', 'preview']), src: z.string(), document: strict({ type: z.enum(['note', 'postcard', 'envelope']) }) }))),
}));

const RECORD_EXAMPLE: z.input<typeof recipientRecordSchema> = {
  id: EXAMPLE_IDS.recipient,
  title: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: null,
  email: null,
  domain: null,
  address1: '12 Byron Road',
  address2: null,
  address3: null,
  city: 'London',
  state: null,
  postal_code: 'W1 2AB',
  country: 'GB',
  region: null,
  variables: { externalId: 'crm-42', tier: 'gold' },
  status: 'pending',
  testing: false,
  team_id: EXAMPLE_IDS.team,
  campaign_id: EXAMPLE_IDS.campaign,
  created_at: EXAMPLE_TIME,
  updated_at: EXAMPLE_TIME,
};

export const RECIPIENT_DETAIL_EXAMPLE: z.input<typeof recipientDetailSchema> = {
  ...RECORD_EXAMPLE,
  is_rendered: true,
  render_status: 'rendered',
  render_error: null,
  campaign: { id: EXAMPLE_IDS.campaign, name: 'Spring thank-yous', status: 'pending', product: { id: EXAMPLE_IDS.product, name: 'A6 Postcard' }, template: { id: EXAMPLE_IDS.template, name: 'Default A6 Postcard', status: 'active' }, delivery_method: 'directMail', include_envelope: false },
  documents: [
    { id: 'doc_1', format: 'pdf', src: `teams/${EXAMPLE_IDS.team}/campaigns/${EXAMPLE_IDS.campaign}/recipients/${EXAMPLE_IDS.recipient}/postcard.pdf`, document: { type: 'postcard' } },
    { id: 'doc_2', format: 'preview', src: `teams/${EXAMPLE_IDS.team}/campaigns/${EXAMPLE_IDS.campaign}/recipients/${EXAMPLE_IDS.recipient}/postcard-1.png`, document: { type: 'postcard' } },
  ],
};

const recipientParams = z.object({ recipientId: z.string() });

export const createRecipients = route({
  method: 'post',
  idempotent: true,
  announces: ['recipient.changed', 'campaign.changed'],
  path: '/api/recipients',
  auth: 'customer',
  tags: ['Recipients'],
  summary: 'Add recipients to a campaign',
  description:
    'One recipient object or an array of them, all or nothing (errors name `data.<index>.<field>`). The campaign\'s configuration decides the required fields (a full address for directMail, with a state for US, CA and AU; the template\'s variables). Extra top-level fields in `data` are kept as variables; a top-level externalId is ignored. Countries may be codes or English names.',
  body: {
    media: 'application/json',
    // The body is checked in two steps so that an error names the recipient's index: the campaign and `data`, then each recipient.
    validatedBy: 'handler',
    schema: strict({ campaignId: z.string(), data: z.union([recipientInputSchema, z.array(recipientInputSchema)]) }),
    example: { campaignId: EXAMPLE_IDS.campaign, data: [{ firstName: 'Ada', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'United Kingdom' }, variables: { externalId: 'crm-42', tier: 'gold' } }] },
  },
  responses: {
    200: ok('The created (or upserted) recipients, status pending; no preview URLs', z.array(recipientRecordSchema), [RECORD_EXAMPLE]),
    400: 'Missing or invalid data (`Validation error`), or a campaign that takes no recipients (`Failed to create recipients`, with the reason in data).',
    403: 'Attachments are not enabled for the team.',
  },
});

export const getRecipient = route({
  method: 'get',
  path: '/api/recipients/{recipientId}',
  staleOn: ['recipient.changed', 'checkout.changed', 'qr.scanned'],
  auth: 'customer',
  tags: ['Recipients'],
  summary: 'One recipient',
  description: 'The recipient with its campaign summary, render state and documents (once rendered).',
  params: recipientParams,
  responses: {
    200: ok('The recipient', recipientDetailSchema, RECIPIENT_DETAIL_EXAMPLE),
    404: 'Recipient not found (or another team\'s).',
  },
});


export const recipientPreview = route({
  method: 'get',
  path: '/api/recipients/{recipientId}/preview',
  auth: 'customer',
  tags: ['Recipients'],
  summary: 'A PNG preview page',
  description: 'type is note, postcard or envelope; page is zero-indexed (file postcard-1.png is page 0). A format parameter must not be sent.',
  params: recipientParams,
  query: previewQuerySchema,
  responses: {
    200: { description: 'The preview, 300 dpi', media: 'image/png' },
    400: 'Missing or invalid type or page, or an unknown parameter.',
    404: 'Recipient, document type or page not found (possibly not rendered yet).',
  },
});
