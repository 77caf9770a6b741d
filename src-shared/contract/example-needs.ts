import type { RouteName } from './index.ts';

/**
 * What a route's request example needs before it works against a fresh server,
 * in the reader's words: the OpenAPI document shows it beside the example
 * (`x-inkpost-needs` and the body's description). Every other example works as
 * it stands; openapi-examples.test.ts sends each one to a fresh server to hold
 * this table to the truth.
 */
const CAMPAIGN = 'an existing campaign of your team: its id (POST /api/campaigns answers it) in place of the example\'s';
const DESIGN = 'a design of your team: its id (POST /api/designs answers it) in the path';
const TEAM = 'a team of this server: its id (GET /api/auth/whoami, or GET /_sandbox/teams) in place of the example\'s';

export const EXAMPLE_NEEDS: Partial<Record<RouteName, string>> = {
  handsUpdate: 'an own hand of your team: its id (POST /api/hands answers it) in the path',
  createRecipients: CAMPAIGN,
  checkout: `${CAMPAIGN}, with recipients`,
  campaignsCreate: 'a published template of your team: its id (GET /api/templates) as template_id',
  importsCreate: `${CAMPAIGN.replace("in place of the example's", 'in the path')}`,
  importsUpdate: 'an import: its id (POST /api/campaigns/{campaignId}/imports answers it) in the path',
  importsBatch: 'an import: its id (POST /api/campaigns/{campaignId}/imports answers it) in the path',
  setCampaignAttachments: 'recipient attachments enabled for the team (PATCH /_sandbox/teams/{teamId} with {"attachments": true}), a campaign id in the path and an uploaded attachment (POST /api/attachments) as the default',
  sandboxTeamProductKeys: TEAM.replace("in place of the example's", 'in the path'),
  sandboxPatchCampaign: 'a campaign: its id (POST /api/campaigns answers it) in the path',
  sandboxPatchTeam: TEAM.replace("in place of the example's", 'in the path'),
  uiSession: 'the one-time token of the UI link the server printed at start (each works once)',
  webhooksCreate:
    'a receiver URL this server can resolve to a public address (https). Offline, or to try it locally, use the built-in receiver <baseUrl>/_sandbox/receiver/<name> after allowing local receivers (--allow-private-webhooks, or PATCH /_sandbox/teams/{teamId} with {"allowPrivateWebhooks": true})',
  webhooksUpdate: 'a webhook subscription: its id (POST /api/webhooks answers it) in the path',
  sandboxWebhookEmit: TEAM,
  sandboxSimulateScan: 'a Smart QR code: its id (GET /_sandbox/teams/{teamId}/qr-codes) in the path',
  sandboxTeamWebhookCreate: `${TEAM.replace("in place of the example's", 'in the path')}, with local receivers allowed (PATCH /_sandbox/teams/{teamId} with {"allowPrivateWebhooks": true})`,
  sandboxWebhookVerify: 'a webhook delivery: its id (GET /_sandbox/webhooks/deliveries) and its subscription\'s secret',
  scenarioApply: `a scenario's name in the path (GET /_sandbox/scenarios lists them) and ${TEAM}`,
  designsUpdate: DESIGN,
  designsPublish: DESIGN,
  designsProof: DESIGN,
  startersCreate: 'a design of your team: its id (POST /api/designs answers it) as design_id',
};
