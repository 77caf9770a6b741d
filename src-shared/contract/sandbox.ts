// The sandbox control plane (an Inkpost extension): billing and feature switches
// per team, campaign switches, fulfilment, a recipient's QR codes (server settings: sandbox-settings.ts).
import { z } from 'zod';
import { campaignSandboxPatchSchema, teamProductKeysSchema, teamSettingsPatchSchema } from '../schemas/sandbox.ts';
import { CAMPAIGN_EXAMPLE, campaignSchema } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, strict } from './define.ts';
import { aboutTeam, sandboxRoute } from './sandbox-group.ts';
import { RECIPIENT_DETAIL_EXAMPLE, recipientDetailSchema } from './recipients.ts';
import { named } from './openapi-meta.ts';

export const teamSettingsSchema = named('TeamSettings', strict({
  teamId: z.string(),
  name: z.string(),
  subscription: z.enum(['active', 'none']),
  paymentMethod: z.enum(['valid', 'declining', 'none']),
  generateApi: z.boolean(),
  attachments: z.boolean(),
  externalIdUpsert: z.boolean(),
  allowPrivateWebhooks: z.boolean(),
  homeCountry: z.string().nullable().describe("The country the team posts from (two-letter code) when a campaign has no return address: mail to it is domestic and its address carries no country line. Null: the country is always written"),
}));
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const serverSettingsSchema = named('ServerSettings', strict({
  port: z.number().int().nullable(),
  preferredPort: z.number().int().describe('The port used at the next start (remembered, default 4785)'),
  portNotice: z.string().nullable(),
  localUrl: z.string(),
  publicUrl: z.string().describe('The origin links carry now'),
  savedPublicUrl: z.string().nullable(),
  publicUrlFromFlag: z.boolean(),
  allowPrivateWebhooks: z.boolean().describe('--allow-private-webhooks was given at start'),
  htmlRenderer: z.string().nullable().describe('The browser rendering HTML, once started'),
  dataDir: z.string(),
}));
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** A team's own product keys, each an alias of a catalog key. */
export const teamProductKeysViewSchema = named('TeamProductKeys', strict({ teamId: z.string(), keys: z.record(z.string(), z.string()) }));

const TEAM_EXAMPLE = { teamId: EXAMPLE_IDS.team, name: 'Demo Customer Co', subscription: 'active' as const, paymentMethod: 'valid' as const, generateApi: true, attachments: false, externalIdUpsert: false, allowPrivateWebhooks: false, homeCountry: 'US' };

export const sandboxGetTeam = sandboxRoute(aboutTeam({ method: 'get', path: '/_sandbox/teams/{teamId}', staleOn: ['sandbox.changed'], summary: "A team's sandbox switches", responses: { 200: ok('The switches', teamSettingsSchema, TEAM_EXAMPLE) } }));

export const sandboxPatchTeam = sandboxRoute(aboutTeam({
  method: 'patch',
  announces: ['sandbox.changed'],
  path: '/_sandbox/teams/{teamId}',
  summary: "Change a team's sandbox switches",
  description: 'Billing state (subscription, payment method), the generate API, attachments, external-id upsert, local webhook receivers, the country the team posts from (`homeCountry`, a code or an English name; null to forget it). Takes effect at once.',
  body: { media: 'application/json', schema: teamSettingsPatchSchema, example: { paymentMethod: 'declining' } },
  responses: { 200: ok('The switches', teamSettingsSchema, { ...TEAM_EXAMPLE, paymentMethod: 'declining' }) },
}));

export const sandboxTeamUsage = sandboxRoute(aboutTeam({
  method: 'get',
  path: '/_sandbox/teams/{teamId}/usage',
  staleOn: ['sandbox.changed'],
  summary: "A team's subscription usage per 30-day cycle",
  responses: {
    200: ok('Usage per cycle', named('TeamUsage', strict({ teamId: z.string(), cycleDays: z.number().int(), cycles: z.array(strict({ start: timestamp, end: timestamp, usage: z.record(z.string(), z.number()) })) })), { teamId: EXAMPLE_IDS.team, cycleDays: 30, cycles: [{ start: EXAMPLE_TIME, end: EXAMPLE_TIME, usage: { png_final: 3, recipient: 12 } }] }),
  },
}));

export const sandboxTeamProductKeys = sandboxRoute(aboutTeam({
  method: 'put',
  announces: ['sandbox.changed'],
  path: '/_sandbox/teams/{teamId}/product-keys',
  summary: 'Give a team its own product keys',
  description: 'Team-specific product keys for POST /api/recipients/html, each an alias of a catalog product key. Replaces the team\'s keys.',
  body: { media: 'application/json', schema: teamProductKeysSchema, example: { keys: { acme_a6_promo: 'a6_postcard' } } },
  responses: { 200: ok("The team's keys", teamProductKeysViewSchema, { teamId: EXAMPLE_IDS.team, keys: { acme_a6_promo: 'a6_postcard' } }), 400: 'A key that does not name a catalog product.' },
}));

export const sandboxPatchCampaign = sandboxRoute({
  method: 'patch',
  announces: ['campaign.changed'],
  path: '/_sandbox/campaigns/{campaignId}',
  summary: "A campaign's sandbox switches",
  description: 'Testing mode (its recipients are not live mail), and an activation held "in progress" (recipients are refused meanwhile).',
  params: z.object({ campaignId: z.string() }),
  body: { media: 'application/json', schema: campaignSandboxPatchSchema, example: { testing: true } },
  responses: { 200: ok('The switches', named('CampaignSandboxSwitches', strict({ campaignId: z.string(), teamId: z.string(), testing: z.boolean(), activationInProgress: z.boolean() })), { campaignId: EXAMPLE_IDS.campaign, teamId: EXAMPLE_IDS.team, testing: true, activationInProgress: false }), 404: 'Campaign not found.' },
});

/** Both move paid recipients one step through fulfilment: one recipient, or every one of a campaign. */
const FULFILMENT_STEP = { method: 'post', announces: ['recipient.changed', 'campaign.changed'] } as const;

export const sandboxAdvanceRecipient = sandboxRoute({
  ...FULFILMENT_STEP,
  path: '/_sandbox/recipients/{recipientId}/advance',
  summary: 'Move a paid recipient one step through fulfilment',
  description: 'ready → printing → shipped → delivered.',
  params: z.object({ recipientId: z.string() }),
  responses: { 200: ok('The recipient', recipientDetailSchema, { ...RECIPIENT_DETAIL_EXAMPLE, status: 'printing' }), 400: 'The recipient is not ready for the next step.', 404: 'Recipient not found.' },
});

export const sandboxAdvanceCampaign = sandboxRoute({
  ...FULFILMENT_STEP,
  path: '/_sandbox/campaigns/{campaignId}/advance',
  summary: "Move a campaign's paid recipients one step through fulfilment",
  params: z.object({ campaignId: z.string() }),
  responses: { 200: ok('The campaign', campaignSchema, { ...CAMPAIGN_EXAMPLE, status: 'shipped' }), 400: 'Nothing to advance.', 404: 'Campaign not found.' },
});

export const sandboxRecipientQrCodes = sandboxRoute({
  method: 'get',
  path: '/_sandbox/recipients/{recipientId}/qr-codes',
  staleOn: ['qr.scanned'],
  summary: "A recipient's Smart QR codes",
  params: z.object({ recipientId: z.string() }),
  responses: {
    200: ok('The codes with their tracked URLs and scan counts', z.array(named('RecipientQrCode', strict({ id: z.string(), side: z.enum(['front', 'back']), slot_id: z.string(), destination: z.string(), tracked_url: z.string(), scans: z.number().int(), created_at: timestamp }))), [
      { id: 'qr_1', side: 'front', slot_id: 'offer', destination: 'https://example.com/offer', tracked_url: 'http://127.0.0.1:4785/q/Xk3pQ9mZ2vL8wRt1', scans: 2, created_at: EXAMPLE_TIME },
    ]),
    404: 'Recipient not found.',
  },
});
