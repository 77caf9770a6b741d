// Faults on demand (an Inkpost extension): make requests to a route fail or
// arrive late, and webhook deliveries time out or arrive twice.
import { z } from 'zod';
import { createFaultSchema, FAULT_KINDS } from '../schemas/sandbox-console.ts';
import { EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, strict } from './define.ts';
import { consoleRoute } from './sandbox-group.ts';
import { named } from './openapi-meta.ts';

export const faultSchema = named('SandboxFault', strict({
  id: z.string(),
  kind: z.enum(FAULT_KINDS),
  route: z.string(),
  teamId: z.string().nullable(),
  status: z.number().int().nullable(),
  retryAfterSeconds: z.number().int().nullable(),
  delayMs: z.number().int().nullable(),
  remaining: z.number().int().nullable().describe('Requests it still answers; null: until removed'),
  share: z.number().nullable().describe('Share of matching requests it answers; null: every one'),
  hits: z.number().int(),
  createdAt: timestamp,
  description: z.string().describe('The fault in words'),
}));
export type Fault = z.infer<typeof faultSchema>;

const EXAMPLE: z.input<typeof faultSchema> = {
  id: 'f1c2a9e7-0000-4000-8000-000000000020',
  kind: 'status',
  route: 'campaignsList',
  teamId: null,
  status: 429,
  retryAfterSeconds: 30,
  delayMs: null,
  remaining: 3,
  share: null,
  hits: 0,
  createdAt: EXAMPLE_TIME,
  description: 'The next 3 requests to GET /api/campaigns answer 429 Too Many Requests (Retry-After: 30)',
};
const PRECEDENCE =
  'Faults apply to the API, hosted pages and tracked codes, never to /_sandbox or the app\'s own routes. For each request the oldest fault whose route and team match answers it (a fault with a share draws first, and a miss passes on to the next); a status fault answers at once with the common error body and `X-Inkpost-Fault: <id>`, a delay fault holds the request and then lets it through. A fault with a count is removed when used up. Remove one with DELETE /_sandbox/faults/{faultId}, all with DELETE /_sandbox/faults.';

export const faultsList = consoleRoute({ method: 'get', path: '/_sandbox/faults', staleOn: ['request.logged', 'sandbox.changed'], summary: 'Faults in force', description: PRECEDENCE, responses: { 200: ok('Oldest first', z.array(faultSchema), [EXAMPLE]) } });

export const faultsCreate = consoleRoute({
  method: 'post',
  announces: ['sandbox.changed'],
  path: '/_sandbox/faults',
  summary: 'Add a fault',
  description: `kind \`status\` (429 with Retry-After, 500 or 503), \`delay\` (delayMs), \`webhook_timeout\` (the receiver gets the delivery but it is recorded as timed out and retried) or \`webhook_duplicate\` (each delivery arrives twice, same X-Scribeless-Delivery). ${PRECEDENCE}`,
  body: { media: 'application/json', schema: createFaultSchema, example: { kind: 'status', route: 'campaignsList', status: 429, retryAfterSeconds: 30, count: 3 } },
  responses: { 201: ok('The fault', faultSchema, EXAMPLE), 400: 'An invalid fault, or a route faults do not apply to.', 404: 'Team not found.' },
});

export const faultsDelete = consoleRoute({ method: 'delete', announces: ['sandbox.changed'], path: '/_sandbox/faults/{faultId}', summary: 'Remove a fault', params: z.object({ faultId: z.string() }), responses: { 204: { description: 'Removed; no content' }, 404: 'Fault not found.' } });

export const faultsClear = consoleRoute({ method: 'delete', announces: ['sandbox.changed'], path: '/_sandbox/faults', summary: 'Remove every fault', responses: { 204: { description: 'Removed; no content' } } });
