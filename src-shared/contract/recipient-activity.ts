// The campaign desk's view of recipients (Inkpost extensions, customer-team key):
// a campaign's recipients page by page, one recipient's fulfilment timeline and scans,
// a campaign's timeline, and re-rendering one recipient.
import { z } from 'zod';
import { listCampaignRecipientsQuerySchema } from '../schemas/recipients.ts';
import { RECIPIENT_STATUSES } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, proofPageSchema, timestamp } from './common.ts';
import type { TagName } from './tags.ts';
import { ok, route, strict } from './define.ts';
import { RECIPIENT_DETAIL_EXAMPLE, recipientDetailSchema, recipientRecordShape } from './recipients.ts';
import { named } from './openapi-meta.ts';

const tags: readonly TagName[] = ['Recipients'];
const status = z.enum(RECIPIENT_STATUSES);

export const listedRecipientSchema = named('ListedRecipient', strict({
  ...recipientRecordShape,
  render_status: z.enum(['queued', 'rendered', 'failed']),
  render_error: z.string().nullable(),
  warnings: z.array(z.string()).describe('An address line 1 over 30 characters, a failed render, what the HTML renderer removed or refused'),
  scans: z.number().int().describe('Smart QR scans of this recipient\'s codes'),
}));
export type ListedRecipient = z.infer<typeof listedRecipientSchema>;

export const recipientPageSchema = named('RecipientPage', strict({ data: z.array(listedRecipientSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }));
export type RecipientPage = z.infer<typeof recipientPageSchema>;

const { is_rendered: _r, campaign: _c, documents: _d, ...LISTED_BASE } = RECIPIENT_DETAIL_EXAMPLE;
const LISTED = { ...LISTED_BASE, warnings: [], scans: 0 };

export const campaignRecipients = route({
  method: 'get',
  path: '/api/campaigns/{campaignId}/recipients',
  staleOn: ['campaign.changed', 'recipient.changed', 'checkout.changed', 'qr.scanned'],
  auth: 'customer',
  extension: true,
  tags,
  summary: "A campaign's recipients, a page at a time",
  description:
    'In the order they were added; deleted recipients only when `status=deleted` asks for them. `q` searches names, company, address lines, city, postal code and external ID; `warning=any` keeps recipients with a warning (`none` those without). `limit` 1-500 (100), `offset` from 0.',
  params: z.object({ campaignId: z.string() }),
  query: listCampaignRecipientsQuerySchema,
  responses: { 200: ok('One page and the number matching', recipientPageSchema, { data: [LISTED], total: 1, limit: 100, offset: 0 }), 400: 'An invalid filter.', 404: "Campaign not found (or another team's)." },
});

export const recipientActivitySchema = named('RecipientActivity', strict({
  created_at: timestamp,
  address_lines: z
    .array(z.string())
    .describe("The recipient's name and address as printed on the piece and its envelope, in order: the destination country's own format, the country in English capitals on international mail and left off on domestic mail (the campaign's return address, else the team's home country, says which)"),
  statuses: z.array(strict({ status, at: timestamp })).describe('Each change of status after creation, oldest first'),
  scans: z.array(strict({ scanned_at: timestamp, destination: z.string(), user_agent: z.string().nullable(), place: z.string().nullable() })).describe('Newest first'),
  documents: z
    .array(proofPageSchema)
    .describe('The rendered documents behind signed URLs (an hour), for the proof viewer; empty until rendered'),
}));

export const recipientActivity = route({
  method: 'get',
  path: '/api/recipients/{recipientId}/activity',
  staleOn: ['recipient.changed', 'checkout.changed', 'qr.scanned'],
  auth: 'customer',
  extension: true,
  tags,
  summary: "One recipient's fulfilment timeline, Smart QR scans, documents and address as printed",
  params: z.object({ recipientId: z.string() }),
  responses: {
    200: ok('The timeline', recipientActivitySchema, { created_at: EXAMPLE_TIME, address_lines: ['Ada Lovelace', '12 Byron Road', 'London', 'W1 2AB', 'UNITED KINGDOM'], statuses: [{ status: 'ready', at: EXAMPLE_TIME }], scans: [{ scanned_at: EXAMPLE_TIME, destination: 'https://example.com/offer', user_agent: 'Mozilla/5.0 (iPhone)', place: 'Portland, OR' }], documents: [{ format: 'pdf', type: 'postcard', page: null, signed_url: 'http://127.0.0.1:4785/files/teams/t/postcard.pdf?expires=1&signature=abc' }] }),
    404: "Recipient not found (or another team's).",
  },
});

export const campaignTimelineSchema = named('CampaignTimeline', strict({
  spent_cents: z.number().int().describe('What the campaign\'s paid invoices charged, in cents'),
  steps: z.array(strict({ status, count: z.number().int(), first_at: timestamp.nullable(), last_at: timestamp.nullable() })).describe('Added (pending), then each status reached after payment; live recipients only'),
  render: strict({
    queued: z.number().int().describe('Live recipients whose documents are waiting to be rendered'),
    rendered: z.number().int(),
    failed: z.number().int().describe('Renders that failed for good (the recipient can be rendered again)'),
    rendered_per_second: z.number().nullable().describe('Renders finished a second over the last minute, while some are queued; null before two renders in that minute'),
    seconds_remaining: z.number().nullable().describe('The queued ones at that rate; null without a rate'),
  }).describe("The render backlog: the campaign's live recipients by the state of their documents"),
}));

export const campaignTimeline = route({
  method: 'get',
  path: '/api/campaigns/{campaignId}/timeline',
  staleOn: ['campaign.changed', 'recipient.changed', 'checkout.changed'],
  auth: 'customer',
  extension: true,
  tags: ['Campaigns'],
  summary: "A campaign's fulfilment timeline and render backlog",
  description: 'For each step (pending, ready, printing, shipped, delivered): how many live recipients reached it, first and last time; what the campaign has cost so far; and its render backlog (rendered, queued, failed, with the rate and the time remaining while some are queued).',
  params: z.object({ campaignId: z.string() }),
  responses: {
    200: ok('The steps', campaignTimelineSchema, { spent_cents: 250, steps: [{ status: 'pending', count: 1, first_at: EXAMPLE_TIME, last_at: EXAMPLE_TIME }], render: { queued: 1200, rendered: 3800, failed: 0, rendered_per_second: 21.5, seconds_remaining: 55.8 } }),
    404: "Campaign not found (or another team's).",
  },
});

export const campaignSpendSchema = named('CampaignSpend', strict({
  data: z
    .array(strict({ campaign_id: z.string(), currency: z.string().describe('ISO 4217, lower case, as invoices carry it'), spent_cents: z.number().int().describe("What the campaign's paid invoice lines charged in this currency") }))
    .describe('One item per campaign and currency that has been charged; a campaign of the team that is not listed has been charged nothing'),
}));
export type CampaignSpend = z.infer<typeof campaignSpendSchema>;

export const campaignSpend = route({
  method: 'get',
  path: '/api/campaign-spend',
  staleOn: ['checkout.changed', 'sandbox.changed'],
  auth: 'customer',
  extension: true,
  tags: ['Campaigns'],
  summary: "What each of the team's campaigns has cost",
  description:
    "Every campaign's paid invoice lines summed, in one answer, for a list of campaigns (the timeline's `spent_cents` is per campaign and also counts every recipient's fulfilment). Campaigns billed through the subscription are charged no invoice lines, so they are not listed.",
  responses: { 200: ok('Spend by campaign', campaignSpendSchema, { data: [{ campaign_id: EXAMPLE_IDS.campaign, currency: 'usd', spent_cents: 750 }] }) },
});

export const rerenderRecipient = route({
  method: 'post',
  path: '/api/recipients/{recipientId}/render',
  auth: 'customer',
  extension: true,
  announces: ['recipient.changed'],
  tags,
  summary: 'Render one recipient again',
  description: 'Queues the recipient\'s documents to be rendered again, ahead of the backlog (after a failed render, or after the template changed). Deleted recipients cannot be rendered.',
  params: z.object({ recipientId: z.string() }),
  responses: { 200: ok('The recipient, render_status queued', recipientDetailSchema, { ...RECIPIENT_DETAIL_EXAMPLE, is_rendered: false, render_status: 'queued', documents: [] }), 404: "Recipient not found (or another team's).", 409: 'The recipient is deleted.' },
});


export const campaignQuoteSchema = named('CampaignQuote', strict({
  pieces: z.number().int().describe('Live pending recipients: what a checkout now would pay for'),
  lines: z.array(strict({ kind: z.enum(['pieces', 'envelopes', 'attachment_pages']), description: z.string(), quantity: z.number().int(), unit_cents: z.number().int(), amount_cents: z.number().int() })),
  total_cents: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(['valid', 'declining', 'none']).describe('The card on file: valid, declining, or none'),
  outcome: z.enum(['charge_card', 'hosted_checkout']).describe('What checkout will do: charge the card on file, or open the hosted payment page'),
  blocked: z.string().nullable().describe('Why checkout cannot go ahead now, or null'),
  posted_from: z.string().nullable().describe("The country the mail is posted in (the return address's, else the team's home country), or null when unknown"),
  destinations: z
    .array(strict({ country: z.string(), pieces: z.number().int(), international: z.boolean().nullable().describe('Whether the pieces go abroad; null when posted_from is unknown') }))
    .describe('The pieces per destination country, most first. Postage is in the unit price, the same for every destination'),
}));

export const campaignQuote = route({
  method: 'get',
  path: '/api/campaigns/{campaignId}/quote',
  auth: 'customer',
  extension: true,
  tags: ['Campaigns'],
  summary: 'What checking out the campaign now would charge',
  description: 'The invoice lines POST /api/recipients/checkout would charge for the campaign\'s live pending recipients (unit prices include postage), the card on file and what checkout will do with it. Nothing is charged.',
  params: z.object({ campaignId: z.string() }),
  responses: {
    200: ok('The quote', campaignQuoteSchema, { pieces: 2, lines: [{ kind: 'pieces', description: 'A6 Postcard: Spring thank-yous', quantity: 2, unit_cents: 250, amount_cents: 500 }], total_cents: 500, currency: 'usd', payment_method: 'valid', outcome: 'charge_card', blocked: null, posted_from: 'US', destinations: [{ country: 'US', pieces: 1, international: false }, { country: 'GB', pieces: 1, international: true }] }),
    404: "Campaign not found (or another team's).",
  },
});
