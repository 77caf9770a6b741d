// The built-in local webhook receiver and the signature helper (an Inkpost
// extension): subscribe http://127.0.0.1:<port>/_sandbox/receiver/<name>
// (with local receivers allowed) and see deliveries arrive and verify.
import { z } from 'zod';
import { RECEIVER_NAME, verifySignatureSchema } from '../schemas/sandbox-console.ts';
import { EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { sandboxRoute } from './sandbox-group.ts';
import { named } from './openapi-meta.ts';

export const receivedMessageSchema = named('ReceivedMessage', strict({
  id: z.number().int(),
  receiver: z.string(),
  receivedAt: timestamp,
  method: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string().describe('The body as received (up to 256 KB)'),
  bytes: z.number().int(),
  truncated: z.boolean(),
}));

export const verifyResultSchema = named('WebhookVerification', strict({
  valid: z.boolean().describe('The signature matches and the timestamp is within 5 minutes of now'),
  signatureMatches: z.boolean(),
  withinTolerance: z.boolean(),
  reason: z.string().nullable(),
  timestamp: z.string(),
  ageSeconds: z.number().describe('Seconds between the timestamp and now (real time)'),
  givenSignature: z.string(),
  expectedSignature: z.string().describe('sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>'),
}));
export type VerifyResult = z.infer<typeof verifyResultSchema>;

const nameParams = z.object({ name: z.string().regex(RECEIVER_NAME, { message: 'Letters, digits, _ and - (at most 40)' }) });
const MESSAGE = { id: 7, receiver: 'demo', receivedAt: EXAMPLE_TIME, method: 'POST', headers: { 'content-type': 'application/json', 'x-scribeless-event': 'qr_code.scanned', 'x-scribeless-delivery': 'dlv_1', 'x-scribeless-timestamp': '1795425521', 'x-scribeless-signature': 'sha256=5d41402a' }, body: '{"id":"evt_1","type":"qr_code.scanned"}', bytes: 40, truncated: false };

export const receiverPost = route({
  method: 'post',
  path: '/_sandbox/receiver/{name}',
  auth: 'none',
  extension: true,
  tags: ['Sandbox'],
  summary: 'The built-in webhook receiver',
  description:
    'Records whatever is posted to it (headers and body) and answers 200. Subscribe http://127.0.0.1:<port>/_sandbox/receiver/<name> with local receivers allowed. No credential: webhook deliveries carry none. So what it keeps is capped, the oldest going first: the newest 500 messages a receiver; 1,000 messages and 8 MB a team (the team whose subscription posts to the receiver; receivers no team subscribes share one such allowance); 5,000 messages and 32 MB in all.',
  params: nameParams,
  body: { media: 'application/octet-stream', schema: z.string(), validatedBy: 'handler', description: 'Any body (a webhook delivery is JSON).' },
  responses: { 200: ok('Received', named('ReceiverAck', strict({ received: z.literal(true), id: z.number().int() })), { received: true, id: 7 }), 400: 'An invalid receiver name.' },
});

export const receiversList = sandboxRoute({ method: 'get', path: '/_sandbox/receivers', staleOn: ['webhook.delivery'], summary: 'Built-in receivers that got something', responses: { 200: ok('Receivers by name', z.array(named('Receiver', strict({ name: z.string(), count: z.number().int(), lastAt: timestamp }))), [{ name: 'demo', count: 3, lastAt: EXAMPLE_TIME }]) } });

export const receiverMessages = sandboxRoute({ method: 'get', path: '/_sandbox/receivers/{name}', staleOn: ['webhook.delivery'], summary: 'What a built-in receiver got', description: 'Newest first; a receiver keeps its last 500 (fewer when its team or the whole inbox is at its cap: see POST /_sandbox/receiver/{name}).', params: nameParams, responses: { 200: ok('Messages', z.array(receivedMessageSchema), [MESSAGE]), 400: 'An invalid receiver name.' } });

export const receiverClear = sandboxRoute({ method: 'delete', announces: ['webhook.delivery'], path: '/_sandbox/receivers/{name}', summary: "Empty a built-in receiver's inbox", params: nameParams, responses: { 204: { description: 'Emptied; no content' }, 400: 'An invalid receiver name.' } });

export const sandboxWebhookVerify = sandboxRoute({
  method: 'post',
  path: '/_sandbox/webhooks/verify',
  summary: 'Verify a webhook signature with a secret',
  description:
    'Recomputes sha256=HMAC-SHA256(secret, "<timestamp>.<raw body>") for a delivery attempt (deliveryId, attempt), a message the built-in receiver got (receivedId), or a pasted timestamp, signature and body, and compares it in constant time. The 5-minute window is judged against real time.',
  body: { media: 'application/json', schema: verifySignatureSchema, example: { secret: 'whsec_...', deliveryId: 'dlv_1' } },
  responses: {
    200: ok('The verdict', verifyResultSchema, { valid: true, signatureMatches: true, withinTolerance: true, reason: null, timestamp: '1795425521', ageSeconds: 12, givenSignature: 'sha256=5d41402a', expectedSignature: 'sha256=5d41402a' }),
    404: 'Delivery, attempt or received message not found.',
    409: 'That attempt was made before Inkpost kept the headers it sent.',
  },
});
