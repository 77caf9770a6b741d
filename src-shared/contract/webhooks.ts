import { z } from 'zod';
import { createWebhookSchema, updateWebhookSchema, WEBHOOK_EVENT_TYPES, WEBHOOK_STATUSES } from '../schemas/webhooks.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

const subscriptionShape = {
  id: z.string(),
  team_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  url: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
};
export const webhookSubscriptionSchema = named('Webhook', strict(subscriptionShape));
export const webhookSubscriptionCreatedSchema = named('WebhookCreated', strict({ ...subscriptionShape, secret: z.string().describe('Signing secret (whsec_...): returned only here') }));
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
export type WebhookSubscriptionCreated = z.infer<typeof webhookSubscriptionCreatedSchema>;

const EXAMPLE = { id: EXAMPLE_IDS.webhook, team_id: EXAMPLE_IDS.team, event_type: 'qr_code.scanned' as const, url: 'https://hooks.example.com/inkpost', status: 'active' as const, created_at: EXAMPLE_TIME, updated_at: EXAMPLE_TIME };
const webhookParams = z.object({ webhookId: z.string() });
const URL_RULE = 'The URL must be HTTPS and resolve only to public addresses (local receivers: --allow-private-webhooks or the team sandbox setting; the 400 names both).';

export const webhooksCreate = route({
  method: 'post',
  idempotent: true,
  announces: ['sandbox.changed'],
  path: '/api/webhooks',
  auth: 'customer',
  tags: ['Webhooks'],
  summary: 'Subscribe to an event',
  description: `Deliveries are POSTs with X-Scribeless-Event, -Delivery, -Timestamp and -Signature (sha256=HMAC(secret, "<timestamp>.<raw body>")). ${URL_RULE}`,
  body: { media: 'application/json', schema: createWebhookSchema, example: { event_type: 'qr_code.scanned', url: 'https://hooks.example.com/inkpost' } },
  responses: {
    201: ok('The subscription, with its secret (once)', webhookSubscriptionCreatedSchema, { ...EXAMPLE, secret: 'whsec_...' }),
    400: 'Invalid payload or event type, or a URL that is not HTTPS and public.',
    409: 'A non-deleted subscription of the team has the same event type and URL; data is {id, status} of that subscription.',
  },
});

export const webhooksList = route({
  method: 'get',
  path: '/api/webhooks',
  staleOn: ['sandbox.changed'],
  auth: 'customer',
  tags: ['Webhooks'],
  summary: 'List subscriptions',
  description: 'Non-deleted subscriptions, without secret.',
  responses: { 200: ok('The subscriptions', z.array(webhookSubscriptionSchema), [EXAMPLE]) },
});

export const webhooksUpdate = route({
  method: 'patch',
  announces: ['sandbox.changed'],
  path: '/api/webhooks/{webhookId}',
  auth: 'customer',
  tags: ['Webhooks'],
  summary: 'Change the URL or pause and resume',
  description: `url and/or status (active, inactive). Clients pause with {url, status: "inactive"} and resume with {url, status: "active"}. ${URL_RULE}`,
  params: webhookParams,
  body: { media: 'application/json', schema: updateWebhookSchema, example: { url: 'https://hooks.example.com/inkpost', status: 'inactive' } },
  responses: {
    200: ok('The subscription, without secret', webhookSubscriptionSchema, { ...EXAMPLE, status: 'inactive' }),
    400: 'Neither url nor status, or an invalid one.',
    404: 'Webhook subscription not found (unknown, deleted or another team\'s).',
    409: 'Another subscription has that URL; data is {id, status} of it.',
  },
});

export const webhooksDelete = route({
  method: 'delete',
  announces: ['sandbox.changed'],
  path: '/api/webhooks/{webhookId}',
  auth: 'customer',
  tags: ['Webhooks'],
  summary: 'Delete a subscription',
  params: webhookParams,
  responses: {
    204: { description: 'Deleted; no content' },
    404: 'Webhook subscription not found.',
  },
});
