// The server's event stream (an Inkpost extension for the app): what changed,
// so that every view updates without a manual refresh.
import { z } from 'zod';
import { sandboxRoute } from './sandbox-group.ts';

/** Kinds of change the server announces. Views refetch what a change concerns. */
export const SERVER_EVENT_TYPES = [
  'campaign.changed',
  'recipient.changed',
  'cart.changed',
  'checkout.changed',
  'webhook.delivery',
  'qr.scanned',
  'design.changed',
  'hand.changed',
  'template.changed',
  'request.logged',
  'sandbox.changed',
  'import.changed',
] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

export const serverEventSchema = z.object({
  type: z.enum(SERVER_EVENT_TYPES),
  teamId: z.string().nullable(),
  /** The record that changed, when there is one. */
  id: z.string().optional(),
  /** When it happened (ISO 8601). */
  at: z.string(),
});
export type ServerEvent = z.infer<typeof serverEventSchema>;

export const sandboxEvents = sandboxRoute({
  method: 'get',
  path: '/_sandbox/events',
  summary: 'Server events (a stream)',
  description:
    'Server-sent events (text/event-stream): one `data:` line of JSON {type, teamId, id?, at} per change (campaigns, recipients, carts, checkout, webhook deliveries, QR scans, designs, templates, the request log, sandbox switches, recipient imports), and a comment every 15 s to keep the connection open. `teamId` filters to one team.',
  query: z.object({ teamId: z.string().optional() }),
  responses: { 200: { description: 'The stream', media: 'text/event-stream' } },
});
