import { z } from 'zod';
import { createHtmlRecipientSchema, htmlPreviewSchema } from '../schemas/html-recipients.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_ECLS } from '../schemas/smart-qr.ts';
import { RECIPIENT_STATUSES } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, recipientIdentityShape, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const htmlWarningSchema = named('HtmlWarning', strict({
  side: z.enum(['front', 'back']),
  action: z.enum(['removed', 'refused']).describe('removed by the sanitiser, or a request the network policy refused'),
  // Not the tag itself in the text: API linters refuse a script tag in Markdown.
  what: z.string().describe('What was left out: an element as its tag in angle brackets and `element` (a script or iframe element), `onclick attribute`, `javascript: URL (href)`, `@import rule`, or the refused request with the reason'),
  count: z.number().int().positive(),
}));
export type HtmlWarningView = z.infer<typeof htmlWarningSchema>;

export const htmlRecipientResponseSchema = named('HtmlRecipientResult', strict({
  recipient: strict({
    ...recipientIdentityShape,
    status: z.enum(RECIPIENT_STATUSES),
    variables: z.record(z.string(), z.unknown()).describe('data.variables as sent, with html {front, back} echoed exactly as sent'),
    address1: z.string(),
    address2: z.string().nullable(),
    address3: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    postal_code: z.string(),
    country: z.string(),
    campaign_id: z.string(),
    is_rendered: z.literal(true),
    created_at: timestamp,
  }),
  documents: z.array(named('SignedDocument', strict({ id: z.string(), format: z.enum(['pdf', 'preview']), type: z.enum(['note', 'postcard', 'envelope']), src: z.string(), signed_url: z.string().describe('Signed download URL, valid for an hour') }))),
  warnings: z
    .array(htmlWarningSchema)
    .optional()
    .describe('Inkpost extension, present only when the renderer left something out: what it removed from the sides (scripts, frames, handlers, javascript: links, @import) or refused to fetch (http: or local images, stylesheets). The HTML is still accepted, as the hosted service renders with JavaScript disabled.'),
}));

export const pageGeometrySchema = named('PageGeometry', strict({
  orientation: z.enum(['landscape', 'portrait']),
  trimWidthMm: z.number(),
  trimHeightMm: z.number(),
  bleedMm: z.number(),
  widthMm: z.number().describe('Trim plus bleed on both edges'),
  heightMm: z.number(),
}));

export const smartQrSlotSchema = named('SmartQrSlot', strict({
  side: z.enum(['front', 'back']),
  id: z.string(),
  destination: z.string(),
  sizeMm: z.number(),
  ecl: z.enum(SQR_ECLS),
  dotsColor: z.string(),
  dotsType: z.enum(SQR_DOTS_TYPES),
  backgroundColor: z.string().nullable(),
  cornerSquareType: z.enum(SQR_CORNER_SQUARE_TYPES),
  cornerDotType: z.enum(SQR_CORNER_DOT_TYPES),
}));

export const handwritingReportSchema = named('HandwritingReport', strict({
  id: z.string(),
  fontSizePt: z.number().describe('The size written at: smaller than asked when the block shrinks to fit'),
  requestedSizePt: z.number(),
  overflow: z.boolean().describe('The ink runs past the block'),
}));
export type HandwritingReport = z.infer<typeof handwritingReportSchema>;

export const htmlPreviewResponseSchema = named('HtmlPreview', strict({
  side: z.enum(['front', 'back']),
  geometry: pageGeometrySchema,
  slots: z.array(smartQrSlotSchema),
  warnings: z.array(htmlWarningSchema).describe('What the renderer removed from the side or refused to fetch (for the studio\'s warnings)'),
  handwriting: z.array(handwritingReportSchema).describe('What the handwriting engine did with each handwritten block'),
  png: z.string().describe('The 300 dpi preview, base64'),
}));
export type HtmlPreviewResponse = z.infer<typeof htmlPreviewResponseSchema>;

const FRONT = {
  styles: { backgroundColor: '#ffffff', color: '#111827', fontFamily: 'Arial, sans-serif' },
  html: '<main style="padding:24px;font-size:18px"><h1>Hi Jane</h1><div data-sqr data-sqr-id="offer" data-sqr-destination="https://example.com/offer" data-sqr-size="24mm" style="width:24mm;height:24mm"></div></main>',
};
const src = (file: string) => `teams/${EXAMPLE_IDS.team}/campaigns/${EXAMPLE_IDS.campaign}/recipients/${EXAMPLE_IDS.recipient}/${file}`;

export const createHtmlRecipient = route({
  method: 'post',
  idempotent: true,
  announces: ['recipient.changed', 'campaign.changed', 'cart.changed'],
  path: '/api/recipients/html',
  auth: 'customer',
  tags: ['Recipients'],
  summary: 'Create a recipient from HTML',
  description:
    'Renders caller-supplied HTML for the front (and back) at the product\'s size with bleed, fills each Smart QR placeholder (`<div data-sqr ...></div>`) with a tracked code, and answers signed document URLs. Each side is {html, styles?} (at most 250 KB of HTML); `styles` is a flat object of CSS properties applied to the side (or, as an extension, selector -> declarations). Subscription accounts get status ready; others pending, in the hidden one-time HTML campaign of the product, in the active cart.',
  body: {
    media: 'application/json',
    // The domain validates: it also echoes the sides exactly as sent, key order included.
    validatedBy: 'handler',
    schema: createHtmlRecipientSchema,
    example: { product_key: 'a6_postcard', data: { first_name: 'Jane', last_name: 'Doe', address: { address1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' }, variables: { externalId: 'crm-123', customMessage: 'Thanks!' } }, html: { front: FRONT } },
  },
  responses: {
    200: ok('The recipient and its documents', htmlRecipientResponseSchema, {
      recipient: { id: EXAMPLE_IDS.recipient, title: null, first_name: 'Jane', last_name: 'Doe', company: null, email: null, domain: null, status: 'ready', variables: { externalId: 'crm-123', customMessage: 'Thanks!', html: { front: FRONT } }, address1: '221B Baker Street', address2: null, address3: null, city: 'London', state: null, postal_code: 'NW1 6XE', country: 'GB', campaign_id: EXAMPLE_IDS.campaign, is_rendered: true, created_at: EXAMPLE_TIME },
      documents: [
        { id: 'doc_1', format: 'pdf', type: 'postcard', src: src('postcard.pdf'), signed_url: `http://127.0.0.1:4785/files/${src('postcard.pdf')}?expires=1764000000&signature=...` },
        { id: 'doc_2', format: 'preview', type: 'postcard', src: src('postcard-1.png'), signed_url: `http://127.0.0.1:4785/files/${src('postcard-1.png')}?expires=1764000000&signature=...` },
      ],
    }),
    400: 'Invalid payload, product key, missing recipient data, unsupported address data, or invalid Smart QR attributes.',
    503: 'No browser can render HTML on this machine; the message says what to install or set.',
  },
});

export const htmlPreview = route({
  method: 'post',
  path: '/_ui/html-preview',
  auth: 'customer',
  extension: true,
  tags: ['Inkpost UI'],
  summary: 'Preview one HTML side (editor)',
  description: 'One side rendered exactly as POST /api/recipients/html would (no PDF), each Smart QR code encoding its destination, nothing stored; with `values`, the side\'s {{merge fields}} are filled and handwritten blocks written as for that recipient.',
  body: { media: 'application/json', schema: htmlPreviewSchema, example: { product_key: 'a6_postcard', side: 'front', html: FRONT } },
  responses: {
    200: ok('The side', htmlPreviewResponseSchema, {
      side: 'front',
      geometry: { orientation: 'landscape', trimWidthMm: 148, trimHeightMm: 105, bleedMm: 3, widthMm: 154, heightMm: 111 },
      slots: [{ side: 'front', id: 'offer', destination: 'https://example.com/offer', sizeMm: 24, ecl: 'Q', dotsColor: '#000000', dotsType: 'square', backgroundColor: null, cornerSquareType: 'square', cornerDotType: 'square' }],
      warnings: [{ side: 'front', action: 'removed', what: '<script> element', count: 1 }],
      handwriting: [{ id: 'note', fontSizePt: 14, requestedSizePt: 14, overflow: false }],
      png: 'iVBORw0KGgo...',
    }),
    400: 'Invalid side, product key or Smart QR attributes.',
    503: 'No browser can render HTML on this machine.',
  },
});
