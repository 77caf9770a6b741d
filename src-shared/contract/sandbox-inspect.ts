// What the console shows of any team (an Inkpost extension): the teams, their
// campaigns and Smart QR codes, simulated scans, and their webhook subscriptions.
import { z } from 'zod';
import { simulateScanSchema } from '../schemas/sandbox-console.ts';
import { createWebhookSchema } from '../schemas/webhooks.ts';
import { campaignMetricsSchema } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { teamProductKeysViewSchema } from './sandbox.ts';
import { ok, strict } from './define.ts';
import { aboutTeam, sandboxRoute } from './sandbox-group.ts';
import { webhookSubscriptionCreatedSchema, webhookSubscriptionSchema } from './webhooks.ts';
import { named } from './openapi-meta.ts';

export const sandboxTeamSummarySchema = named('SandboxTeamSummary', strict({
  teamId: z.string(),
  name: z.string(),
  kind: z.enum(['customer', 'partner']),
  demo: z.boolean().describe("The app's demo team (keys.json customerKey)"),
  subscription: z.enum(['active', 'none']),
  paymentMethod: z.enum(['valid', 'declining', 'none']),
  createdAt: timestamp,
}));

export const sandboxCampaignSummarySchema = named('SandboxCampaignSummary', strict({
  campaignId: z.string(),
  name: z.string(),
  status: z.string(),
  frequency: z.enum(['oneTime', 'recurring']),
  hidden: z.boolean().describe('A hidden one-time campaign of HTML recipients'),
  testing: z.boolean(),
  activationInProgress: z.boolean(),
  metrics: campaignMetricsSchema,
  createdAt: timestamp,
}));

export const sandboxQrCodeSchema = named('SandboxQrCode', strict({
  id: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  campaignId: z.string(),
  side: z.enum(['front', 'back']),
  slotId: z.string(),
  destination: z.string(),
  trackedUrl: z.string(),
  scans: z.number().int(),
  lastScanAt: timestamp.nullable(),
}));

export const simulatedScanSchema = named('SimulatedScan', strict({
  scanId: z.string(),
  qrCodeId: z.string(),
  scannedAt: timestamp,
  userAgent: z.string().nullable(),
  place: z.string().nullable(),
  eventId: z.string().nullable().describe('The qr_code.scanned event (null when the team has no active subscription)'),
  deliveryIds: z.array(z.string()),
}));

const TEAM = { teamId: EXAMPLE_IDS.team, name: 'Demo Customer Co', kind: 'customer' as const, demo: true, subscription: 'active' as const, paymentMethod: 'valid' as const, createdAt: EXAMPLE_TIME };
const METRICS = { total: 3, pending: 1, invalid: 0, ready: 2, printing: 0, shipped: 0, delivered: 0, deleted: 0 };
const QR = { id: 'qr_1', recipientId: EXAMPLE_IDS.recipient, recipientName: 'Ada Lovelace', campaignId: EXAMPLE_IDS.campaign, side: 'front' as const, slotId: 'offer', destination: 'https://example.com/offer', trackedUrl: 'http://127.0.0.1:4785/q/Xk3pQ9mZ2vL8wRt1', scans: 2, lastScanAt: EXAMPLE_TIME };
const SUBSCRIPTION = { id: EXAMPLE_IDS.webhook, team_id: EXAMPLE_IDS.team, event_type: 'qr_code.scanned' as const, url: 'http://127.0.0.1:4785/_sandbox/receiver/demo', status: 'active' as const, created_at: EXAMPLE_TIME, updated_at: EXAMPLE_TIME };

export const sandboxTeams = sandboxRoute({ method: 'get', path: '/_sandbox/teams', staleOn: ['sandbox.changed'], summary: 'Every team', description: 'Customer teams (the demo team and provisioned ones) and partner accounts, oldest first.', responses: { 200: ok('The teams', z.array(sandboxTeamSummarySchema), [TEAM]) } });

export const sandboxTeamCampaigns = sandboxRoute(aboutTeam({
  method: 'get',
  path: '/_sandbox/teams/{teamId}/campaigns',
  staleOn: ['campaign.changed', 'recipient.changed', 'sandbox.changed'],
  summary: "A team's campaigns with their sandbox switches",
  responses: { 200: ok('Newest first, hidden HTML campaigns included', z.array(sandboxCampaignSummarySchema), [{ campaignId: EXAMPLE_IDS.campaign, name: 'Spring thank-you', status: 'pending', frequency: 'oneTime', hidden: false, testing: false, activationInProgress: false, metrics: METRICS, createdAt: EXAMPLE_TIME }]) },
}));

export const sandboxTeamQrCodes = sandboxRoute(aboutTeam({ method: 'get', path: '/_sandbox/teams/{teamId}/qr-codes', staleOn: ['qr.scanned'], summary: "A team's Smart QR codes", description: 'Newest first, at most 500.', responses: { 200: ok('The codes with their scan counts', z.array(sandboxQrCodeSchema), [QR]) } }));

export const sandboxSimulateScan = sandboxRoute({
  method: 'post',
  announces: ['qr.scanned', 'webhook.delivery'],
  path: '/_sandbox/qr-codes/{qrCodeId}/scan',
  summary: 'Simulate a scan of a Smart QR code',
  description:
    'Records a scan as GET /q/<code> does (with this user agent) and emits qr_code.scanned to the team\'s active subscriptions. `place` is a location label kept with the scan and sent in the event as `data.place` (an Inkpost extension field).',
  params: z.object({ qrCodeId: z.string() }),
  body: { media: 'application/json', schema: simulateScanSchema, example: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', place: 'Leeds, UK' } },
  responses: { 201: ok('The scan and its event', simulatedScanSchema, { scanId: 'scan_1', qrCodeId: 'qr_1', scannedAt: EXAMPLE_TIME, userAgent: 'Mozilla/5.0 (iPhone)', place: 'Leeds, UK', eventId: 'evt_1', deliveryIds: ['dlv_1'] }), 404: 'QR code not found.' },
});

export const sandboxTeamWebhooks = sandboxRoute(aboutTeam({ method: 'get', path: '/_sandbox/teams/{teamId}/webhooks', staleOn: ['sandbox.changed'], summary: "A team's webhook subscriptions", description: 'As GET /api/webhooks answers the team\'s key.', responses: { 200: ok('Oldest first', z.array(webhookSubscriptionSchema), [SUBSCRIPTION]) } }));

export const sandboxTeamWebhookCreate = sandboxRoute(aboutTeam({
  method: 'post',
  announces: ['sandbox.changed'],
  path: '/_sandbox/teams/{teamId}/webhooks',
  summary: 'Subscribe a receiver for a team',
  description: "As POST /api/webhooks with the team's key (same URL rule, 409 for a duplicate), for any team: the console subscribes the built-in receiver this way.",
  body: { media: 'application/json', schema: createWebhookSchema, example: { event_type: 'qr_code.scanned', url: 'http://127.0.0.1:4785/_sandbox/receiver/demo' } },
  responses: { 201: ok('The subscription, with its secret (once)', webhookSubscriptionCreatedSchema, { ...SUBSCRIPTION, secret: 'whsec_...' }), 400: 'Invalid payload, or a URL the rule refuses.', 409: 'The team already has this subscription; data is {id, status}.' },
}));

export const sandboxGetTeamProductKeys = sandboxRoute(aboutTeam({
  method: 'get',
  path: '/_sandbox/teams/{teamId}/product-keys',
  staleOn: ['sandbox.changed'],
  summary: "A team's own product keys",
  responses: { 200: ok("The team's keys, each an alias of a catalog key", teamProductKeysViewSchema, { teamId: EXAMPLE_IDS.team, keys: { acme_a6_promo: 'a6_postcard' } }) },
}));
