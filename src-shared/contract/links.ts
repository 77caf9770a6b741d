import { z } from 'zod';
import { routeGroup } from './define.ts';

/** Links whose URL is the credential: signed document links and tracked codes. */
const linkRoute = routeGroup({ auth: 'none', extension: true, tags: ['Links'] });

export const signedFile = linkRoute({
  method: 'get',
  path: '/files/{path}',
  summary: 'A stored document behind a signed URL',
  description: 'The signed_url of a document: its storage path, with expires and signature in the query. The signature is the credential; links stay valid across restarts of the same data folder until they expire.',
  params: z.object({ path: z.string().describe('Storage path (several segments)') }),
  // Optional to the validation, so that a link without them is refused as any bad link is (403), not with a 400.
  query: z.object({
    expires: z.string().optional().describe('Unix time in seconds after which the link is refused. Needed: a link without it is refused (403).'),
    signature: z.string().optional().describe("HMAC-SHA256 (hex) of the path and expires, by this data folder's signing key. Needed: a link without it is refused (403)."),
  }),
  responses: {
    200: { description: 'The PDF or PNG (the type of the stored file)', media: 'application/pdf', alsoMedia: ['image/png'] },
    403: 'Invalid signature, or the link has expired.',
    404: 'File not found.',
  },
});

export const trackedQr = linkRoute({
  method: 'get',
  announces: ['qr.scanned'],
  path: '/q/{code}',
  summary: 'A tracked Smart QR code',
  description: 'What a printed Smart QR code encodes: records the scan (time, user agent; no IP address), emits qr_code.scanned to active subscriptions, and redirects to the destination.',
  params: z.object({ code: z.string() }),
  responses: {
    302: { description: 'To the destination', headers: { Location: 'The placeholder\'s data-sqr-destination' } },
    404: 'QR code not found.',
  },
});
