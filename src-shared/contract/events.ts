// The server's event stream (an Inkpost extension for the app): what changed,
// so that every view updates without a manual refresh.
import { z } from 'zod';
import { sandboxRoute } from './sandbox-group.ts';

export { serverEventSchema, type ServerEvent, type ServerEventType } from './event-types.ts';

export const sandboxEvents = sandboxRoute({
  method: 'get',
  path: '/_sandbox/events',
  summary: 'Server events (a stream)',
  description:
    'Server-sent events (text/event-stream): one `data:` line of JSON {type, teamId, id?, at} per change (campaigns, recipients, carts, checkout, webhook deliveries, QR scans, designs, templates, the request log, sandbox switches, recipient imports), and a comment every 15 s to keep the connection open. `teamId` filters to one team.',
  query: z.object({ teamId: z.string().optional() }),
  responses: { 200: { description: 'The stream', media: 'text/event-stream' } },
});
