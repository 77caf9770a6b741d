import { z } from 'zod';
import { attachmentSlotsSchema, MAX_ATTACHMENT_BYTES, uploadAttachmentQuerySchema } from '../schemas/attachments.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, routeGroup, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const attachmentSchema = named('Attachment', strict({
  id: z.string(),
  url: z.string().describe('Storage path to use in recipients and slots'),
  campaign_id: z.string(),
  filename: z.string().nullable(),
  page_count: z.number().int(),
  byte_size: z.number().int(),
  created_at: timestamp,
}));

export const attachmentSlotsViewSchema = named('AttachmentSlots', strict({
  campaign_id: z.string(),
  slots: z.array(strict({ slot: z.number().int(), required: z.boolean(), default: strict({ url: z.string(), page_count: z.number().int() }).nullable() })),
}));

const URL_EXAMPLE = `teams/${EXAMPLE_IDS.team}/campaigns/${EXAMPLE_IDS.campaign}/attachments/att_1.pdf`;
const SLOTS_EXAMPLE = { campaign_id: EXAMPLE_IDS.campaign, slots: [{ slot: 0, required: true, default: { url: URL_EXAMPLE, page_count: 2 } }] };
const attachmentRoute = routeGroup({ auth: 'customer', extension: true, tags: ['Attachments'] });
/** A route about one campaign's attachment slots. */
const aboutCampaign = aboutOne(z.object({ campaignId: z.string() }), 'Campaign not found.');

export const uploadAttachment = attachmentRoute({
  method: 'post',
  idempotent: true,
  announces: ['campaign.changed'],
  path: '/api/attachments',
  summary: 'Upload a PDF attachment',
  description: `The approved upload workflow for recipient attachments (the feature must be enabled for the team): the PDF as the body, at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB, for one campaign.`,
  query: uploadAttachmentQuerySchema,
  body: { media: 'application/pdf', validatedBy: 'handler', schema: z.string().describe('PDF bytes'), maxBytes: MAX_ATTACHMENT_BYTES },
  responses: {
    201: ok('The stored attachment', attachmentSchema, { id: 'att_1', url: URL_EXAMPLE, campaign_id: EXAMPLE_IDS.campaign, filename: 'terms.pdf', page_count: 2, byte_size: 48213, created_at: EXAMPLE_TIME }),
    400: 'Missing campaignId, an empty body, or a PDF that does not open or has no pages.',
    403: 'Attachments are not enabled for the team.',
    404: 'Campaign not found.',
    415: 'The body is not Content-Type: application/pdf.',
  },
});

export const campaignAttachments = attachmentRoute(aboutCampaign({
  method: 'get',
  path: '/api/campaigns/{campaignId}/attachments',
  summary: "A campaign's attachment slots",
  responses: {
    200: ok('The slots with their defaults', attachmentSlotsViewSchema, SLOTS_EXAMPLE),
    403: 'Attachments are not enabled for the team.',
  },
}));

export const setCampaignAttachments = attachmentRoute(aboutCampaign({
  method: 'put',
  announces: ['campaign.changed'],
  path: '/api/campaigns/{campaignId}/attachments',
  summary: "Set a campaign's attachment slots",
  description: 'Ordered slots (index = slot), each required or not, with a default PDF (an uploaded attachment of the same campaign) or null.',
  body: { media: 'application/json', schema: attachmentSlotsSchema, example: { slots: [{ required: true, default: { url: URL_EXAMPLE } }] } },
  responses: {
    200: ok('The slots', attachmentSlotsViewSchema, SLOTS_EXAMPLE),
    400: 'Invalid slots, or a default that is not an attachment of this campaign.',
    403: 'Attachments are not enabled for the team.',
  },
}));
