// An integration as a developer writes it with the standard tools: types
// generated from GET /api/openapi.json by openapi-typescript, calls made with
// openapi-fetch, no casts. openapi-client.test.ts generates ./openapi-schema.ts
// (in memory, never written), compiles this file against it in strict mode and
// runs it on a live server; `npm run typecheck` leaves this folder out for that
// reason (tsconfig.node.json).
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi-schema.ts';

type ErrorBody = components['schemas']['ErrorBody'];

export interface FlowInput {
  baseUrl: string;
  customerKey: string;
  adminToken: string;
  /** A one-page PDF to upload as an attachment. */
  pdf: Blob;
  /** Resolves once the recipients created so far are rendered. */
  rendered: () => Promise<void>;
  /** Resolves once the webhook deliveries due now were attempted. */
  delivered: () => Promise<void>;
}

/** What the flow saw, for the test to check. */
export interface FlowResult {
  teamId: string;
  campaign: components['schemas']['Campaign'];
  firstNameErrors: string[];
  recipient: components['schemas']['RecipientDetail'];
  preview: Blob;
  /** Each rendered document fetched through its signed link (the route's declared query and media types). */
  signedFiles: { format: string; type: string; bytes: Blob }[];
  handwriting: Blob;
  plotterSvg: string;
  attachment: components['schemas']['Attachment'];
  checkout: components['schemas']['CheckoutResult'];
  webhook: components['schemas']['WebhookCreated'];
  deliveryFaults: ('timeout' | 'duplicate' | null)[];
  missingCampaign: ErrorBody;
}

function fail(step: string, error: ErrorBody | undefined): never {
  throw new Error(`${step}: ${error ? `${error.statusCode} ${error.message}` : 'no body'}`);
}

export async function runFlow(input: FlowInput): Promise<FlowResult> {
  const api = createClient<paths>({ baseUrl: input.baseUrl, headers: { 'X-API-Key': input.customerKey } });
  const admin = createClient<paths>({ baseUrl: input.baseUrl, headers: { Authorization: `Bearer ${input.adminToken}` } });

  const who = await api.GET('/api/auth/whoami');
  if (!who.data) fail('whoami', who.error);
  const teamId = who.data.teamId;

  const templates = await api.GET('/api/templates');
  const template = templates.data?.[0];
  if (!template) fail('templates', templates.error);

  const created = await api.POST('/api/campaigns', {
    body: {
      name: 'Typed client',
      delivery_method: 'directMail',
      frequency: 'oneTime',
      product_id: template.version.product.id,
      template_id: template.id,
      return_address: { first_name: 'Dana', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
    },
  });
  if (!created.data) fail('campaign', created.error);
  const campaign = created.data;

  // A typed 400: the validation tree names the recipient's index and field.
  const refused = await api.POST('/api/recipients', { body: { campaignId: campaign.id, data: [{ firstName: '', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } }] } });
  const tree = refused.error?.data;
  if (refused.response.status !== 400 || !tree || !('_errors' in tree)) fail('refused recipient', refused.error);
  const firstNameErrors = tree['data']?.['0']?.['firstName']?._errors ?? [];

  const added = await api.POST('/api/recipients', { body: { campaignId: campaign.id, data: { firstName: 'Ada', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } } });
  const recipientId = added.data?.[0]?.id;
  if (!recipientId) fail('recipient', added.error);
  await input.rendered();
  const detail = await api.GET('/api/recipients/{recipientId}', { params: { path: { recipientId } } });
  if (!detail.data) fail('recipient detail', detail.error);

  // Binary answers: a PNG page (page is a number), the handwriting PNG and the plotter SVG.
  const preview = await api.GET('/api/recipients/{recipientId}/preview', { params: { path: { recipientId }, query: { type: 'postcard', page: 0 } }, parseAs: 'blob' });
  if (!preview.data) fail('preview', preview.error);
  // The signed links the API hands out: their query (expires, signature) as the document declares it, PDF and PNG alike.
  const activity = await api.GET('/api/recipients/{recipientId}/activity', { params: { path: { recipientId } } });
  if (!activity.data) fail('activity', activity.error);
  const signedFiles: FlowResult['signedFiles'] = [];
  for (const document of activity.data.documents) {
    const link = new URL(document.signed_url);
    const query = { expires: link.searchParams.get('expires') ?? '', signature: link.searchParams.get('signature') ?? '' };
    const file = await api.GET('/files/{path}', { params: { path: { path: decodeURIComponent(link.pathname.slice('/files/'.length)) }, query }, parseAs: 'blob' });
    if (!file.data) fail('signed file', file.error);
    signedFiles.push({ format: document.format, type: file.response.headers.get('content-type') ?? '', bytes: file.data });
  }
  // No enum literal (fontFamily) beside parseAs: openapi-fetch 0.17 then infers parseAs as a string and types data as the schema's type.
  const handwriting = await api.POST('/api/generate/png', { body: { content: '<p>Dear Ada,</p>', width: '60mm', height: '20mm' }, parseAs: 'blob' });
  if (!handwriting.data) fail('handwriting', handwriting.error);
  const svg = await api.POST('/api/generate/svg', { body: { content: '<p>Dear Ada,</p>', width: '60mm', height: '20mm' }, parseAs: 'text' });
  if (svg.data === undefined) fail('plotter svg', svg.error);

  // A binary upload: the PDF's bytes as the body.
  const enabled = await admin.PATCH('/_sandbox/teams/{teamId}', { params: { path: { teamId } }, body: { attachments: true, allowPrivateWebhooks: true } });
  if (!enabled.data) fail('sandbox team', enabled.error);
  const uploaded = await api.POST('/api/attachments', {
    params: { query: { campaignId: campaign.id, filename: 'terms.pdf' } },
    body: input.pdf,
    bodySerializer: (body) => body,
    headers: { 'Content-Type': 'application/pdf' },
  });
  if (!uploaded.data) fail('attachment', uploaded.error);

  const checkout = await api.POST('/api/recipients/checkout', { body: { campaignId: campaign.id } });
  if (!checkout.data) fail('checkout', checkout.error);

  const subscribed = await api.POST('/api/webhooks', { body: { event_type: 'qr_code.scanned', url: `${input.baseUrl}/_sandbox/receiver/typed-client` } });
  if (!subscribed.data) fail('webhook', subscribed.error);
  const emitted = await admin.POST('/_sandbox/webhooks/events', { body: { teamId } });
  if (!emitted.data) fail('emit', emitted.error);
  await input.delivered();
  const deliveries = await admin.GET('/_sandbox/webhooks/deliveries');
  if (!deliveries.data) fail('deliveries', deliveries.error);

  const missing = await api.GET('/api/campaigns/{campaignId}', { params: { path: { campaignId: 'no-such-campaign' } } });
  if (!missing.error) throw new Error('missing campaign: found');

  return {
    teamId,
    campaign,
    firstNameErrors,
    recipient: detail.data,
    preview: preview.data,
    signedFiles,
    handwriting: handwriting.data,
    plotterSvg: svg.data,
    attachment: uploaded.data,
    checkout: checkout.data,
    webhook: subscribed.data,
    deliveryFaults: deliveries.data.flatMap((delivery) => delivery.attempts.map((attempt) => attempt.fault)),
    missingCampaign: missing.error,
  };
}
