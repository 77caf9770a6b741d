import { z } from 'zod';
import { deliveriesQuerySchema, emitEventSchema, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../schemas/webhooks.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, strict } from './define.ts';
import { sandboxRoute } from './sandbox-group.ts';
import { named } from './openapi-meta.ts';

export const webhookEventBodySchema = named('WebhookEvent', strict({
  id: z.string().describe('Event id: the same for every subscription and every retry or replay'),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: timestamp,
  team_id: z.string(),
  data: z.record(z.string(), z.unknown()),
}));

export const webhookDeliverySchema = named('WebhookDelivery', strict({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  subscriptionId: z.string(),
  teamId: z.string(),
  url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  held: z.boolean().describe('Pending but not sent: the subscription is inactive'),
  attemptCount: z.number().int(),
  nextAttemptAt: timestamp.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  replayOf: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  completedAt: timestamp.nullable(),
  body: webhookEventBodySchema,
  attempts: z.array(
    strict({
      number: z.number().int(),
      attemptedAt: timestamp,
      url: z.string(),
      statusCode: z.number().int().nullable(),
      responseSnippet: z.string().nullable(),
      error: z.string().nullable(),
      durationMs: z.number(),
      requestHeaders: z.record(z.string(), z.string()).nullable().describe('The headers sent, signature included (null for attempts made before Inkpost kept them)'),
      fault: z.enum(['timeout', 'duplicate']).nullable().describe('A sandbox fault that shaped the attempt'),
    }),
  ),
  schedule: z.array(strict({ number: z.number().int(), dueAt: timestamp })).describe('The attempts still to come and when, without jitter, should each fail (empty once delivered or failed)'),
}));
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;

const DELIVERY_EXAMPLE: z.input<typeof webhookDeliverySchema> = {
  id: 'dlv_1',
  eventId: 'evt_1',
  eventType: 'qr_code.scanned',
  subscriptionId: EXAMPLE_IDS.webhook,
  teamId: EXAMPLE_IDS.team,
  url: 'https://hooks.example.com/inkpost',
  status: 'delivered',
  held: false,
  attemptCount: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastError: null,
  replayOf: null,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_TIME,
  completedAt: EXAMPLE_TIME,
  body: { id: 'evt_1', type: 'qr_code.scanned', created_at: EXAMPLE_TIME, team_id: EXAMPLE_IDS.team, data: { scan_id: 'scan_1', slot_id: 'offer', destination: 'https://example.com/offer' } },
  attempts: [
    {
      number: 1,
      attemptedAt: EXAMPLE_TIME,
      url: 'https://hooks.example.com/inkpost',
      statusCode: 200,
      responseSnippet: 'ok',
      error: null,
      durationMs: 42,
      requestHeaders: { 'content-type': 'application/json', 'x-scribeless-event': 'qr_code.scanned', 'x-scribeless-delivery': 'dlv_1', 'x-scribeless-timestamp': '1795425521', 'x-scribeless-signature': 'sha256=5d41402abc4b2a76b9719d911017c592' },
      fault: null,
    },
  ],
  schedule: [],
};
/** A route about one delivery: 404 when there is no such delivery. */
const aboutDelivery = aboutOne(z.object({ deliveryId: z.string() }), 'Delivery not found.');

export const sandboxWebhookDeliveries = sandboxRoute({ method: 'get', path: '/_sandbox/webhooks/deliveries', staleOn: ['webhook.delivery'], summary: 'Webhook delivery log', description: 'Every delivery with its attempts, newest first.', query: deliveriesQuerySchema, responses: { 200: ok('The deliveries', z.array(webhookDeliverySchema), [DELIVERY_EXAMPLE]), 400: 'An invalid filter.' } });

export const sandboxWebhookDelivery = sandboxRoute(aboutDelivery({ method: 'get', path: '/_sandbox/webhooks/deliveries/{deliveryId}', staleOn: ['webhook.delivery'], summary: 'One webhook delivery', responses: { 200: ok('The delivery', webhookDeliverySchema, DELIVERY_EXAMPLE) } }));

export const sandboxWebhookReplay = sandboxRoute(aboutDelivery({
  method: 'post',
  announces: ['webhook.delivery'],
  path: '/_sandbox/webhooks/deliveries/{deliveryId}/replay',
  summary: 'Redeliver an event',
  description: 'A new delivery of the same event (same body and event id, a new X-Scribeless-Delivery), due at once with a fresh retry budget.',
  responses: { 201: ok('The new delivery', webhookDeliverySchema, { ...DELIVERY_EXAMPLE, id: 'dlv_2', status: 'pending', replayOf: 'dlv_1', attemptCount: 0, attempts: [], schedule: [{ number: 1, dueAt: EXAMPLE_TIME }] }), 409: 'The subscription was deleted.' },
}));

export const sandboxWebhookEmit = sandboxRoute({
  method: 'post',
  announces: ['webhook.delivery'],
  path: '/_sandbox/webhooks/events',
  summary: 'Send a test event',
  description: 'Emits an event as if it happened, to every active subscription of the team (sample scan data unless given).',
  body: { media: 'application/json', schema: emitEventSchema, example: { teamId: EXAMPLE_IDS.team } },
  responses: { 201: ok('The event and its deliveries (none without an active subscription)', named('EmittedEvent', strict({ eventId: z.string().nullable(), deliveryIds: z.array(z.string()) })), { eventId: 'evt_2', deliveryIds: ['dlv_3'] }), 404: 'Team not found.' },
});
