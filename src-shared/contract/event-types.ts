// The kinds of change the server announces on its event stream, apart from the stream's route
// (events.ts): define.ts names them in a route's `announces`, and the route is declared with
// define.ts, so one file holding both would be an import cycle.
import { z } from 'zod';

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
