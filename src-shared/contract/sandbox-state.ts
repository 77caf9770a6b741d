// The sandbox's state (an Inkpost extension): reset a team or everything,
// export and import the whole state as one SQLite file, named seed scenarios.
import { z } from 'zod';
import { EXAMPLE_IDS } from './common.ts';
import { ok, strict } from './define.ts';
import { aboutTeam, consoleRoute } from './sandbox-group.ts';
import { teamSettingsSchema } from './sandbox.ts';
import { named } from './openapi-meta.ts';

export const SCENARIOS = [
  { name: 'declined-card', title: 'A team whose card is declined', description: 'A new team (provisioned by the demo partner, its key shown once) with a published A6 postcard template, an active subscription and a card that declines.' },
  { name: 'ready-recipients', title: 'A campaign with 1,000 ready recipients', description: "A one-time A6 postcard campaign in the chosen team with 1,000 recipients, paid through checkout with the team's card: all ready for fulfilment (documents render in the background)." },
  { name: 'built-in-receiver', title: 'Scans reach the built-in receiver', description: "The chosen team allows local receivers and subscribes qr_code.scanned to /_sandbox/receiver/<team>: scans and test events arrive in the console." },
] as const;
export type ScenarioName = (typeof SCENARIOS)[number]['name'];
const SCENARIO_NAMES = SCENARIOS.map((scenario) => scenario.name) as [ScenarioName, ...ScenarioName[]];

export const scenarioOutcomeSchema = named('ScenarioOutcome', strict({
  scenario: z.enum(SCENARIO_NAMES),
  teamId: z.string(),
  apiKey: z.string().nullable().describe("A new team's customer key: shown only here"),
  campaignId: z.string().nullable(),
  summary: z.string(),
}));
export type ScenarioOutcome = z.infer<typeof scenarioOutcomeSchema>;

export const reissuedKeySchema = named('ReissuedKey', strict({
  keyId: z.string(),
  replaces: z.string().describe("The id of the file's key, revoked"),
  teamId: z.string(),
  teamName: z.string(),
  kind: z.enum(['partner', 'customer']),
  name: z.string(),
  key: z.string().describe('The new secret: shown only here'),
}));
export type ReissuedKey = z.infer<typeof reissuedKeySchema>;

export const importOutcomeSchema = named('StateImportOutcome', strict({
  demoTeamId: z.string().describe("The imported demo team: keys.json's customerKey now belongs to it"),
  teams: z.number().int(),
  schemaVersion: z.number().int(),
  migratedFrom: z.number().int().describe('The schema version of the file (migrated on import when older)'),
  unreadableWebhookSecrets: z.number().int().describe('Subscriptions whose secret was sealed by another data folder (webhook-secrets.key) and cannot be used here'),
  reissuedKeys: z.array(reissuedKeySchema).describe("Every other team's keys, issued again: the file's keys never authenticate here"),
  leftOut: z.array(z.string()).describe("What the file has that Inkpost's schema does not, and was not imported: `table x`, `column teams.x`, `trigger x`, `index x`, `view x`"),
  previousState: z.string().describe('The state this import replaced, kept in the data folder (import it to go back)'),
}));
export type StateImportOutcome = z.infer<typeof importOutcomeSchema>;

/** The largest state file taken (PUT /_sandbox/state). */
export const MAX_STATE_BYTES = 512 * 1024 * 1024;
const KEYS_NOTE =
  "Keys: no secret in the file authenticates here. The demo partner key, the demo customer key and the admin token of this data folder's keys.json keep working, for the imported demo partner and demo team (keys.json gets the imported demo team id); every other team's keys are issued again, and the answer has their new secrets (shown once). Where the server listens and its public URL stay this machine's.";

export const stateExport = consoleRoute({
  method: 'get',
  path: '/_sandbox/state',
  summary: 'Export the whole state',
  description: "One SQLite file, made with SQLite's online backup while the server runs: every team, campaign, recipient, webhook, the request log, faults and the clock. Rendered files (PDFs and previews) are not in it. Webhook secrets in it are sealed with this data folder's webhook-secrets.key.",
  responses: { 200: { description: 'The SQLite file', media: 'application/octet-stream', headers: { 'Content-Disposition': 'attachment; filename="inkpost-state-<date>.sqlite"' } } },
});

export const stateImport = consoleRoute({
  method: 'put',
  announces: ['sandbox.changed', 'campaign.changed', 'request.logged'],
  path: '/_sandbox/state',
  summary: 'Import a state exported by Inkpost',
  description: `Replaces this data folder's state with the file (up to 512 MB), all or nothing. The file must be an intact Inkpost database (integrity check) from this or an older Inkpost, with its demo teams; its data is copied into a database made by this Inkpost's own migrations (only known tables and columns; the file's own triggers, indexes and views are never used), migrated, checked (every reference resolves), and only then swapped in whole. The state it replaces is kept as state-before-import.sqlite in the data folder. A refused file answers 400 with the reason and changes nothing. ${KEYS_NOTE}`,
  body: { media: 'application/octet-stream', schema: z.string(), validatedBy: 'handler', description: 'The file from GET /_sandbox/state.', maxBytes: MAX_STATE_BYTES },
  responses: {
    200: ok('Imported', importOutcomeSchema, {
      demoTeamId: EXAMPLE_IDS.team,
      teams: 4,
      schemaVersion: 40,
      migratedFrom: 38,
      unreadableWebhookSecrets: 0,
      reissuedKeys: [{ keyId: '0b6c1d7e-5d1f-4f0e-9a51-7d1e3c2b4a01', replaces: '7f3e2a10-8c4b-4d2e-b1a9-3e5f6a7b8c9d', teamId: EXAMPLE_IDS.team, teamName: 'Acme Ltd', kind: 'customer', name: 'Acme Ltd key', key: 'ink_ck_...' }],
      leftOut: ['trigger copy_recipients'],
      previousState: 'state-before-import.sqlite',
    }),
    400: 'Not an Inkpost state file, one from a newer Inkpost, or one whose data does not hold together (the reason says why); nothing changed.',
  },
});

export const sandboxReset = consoleRoute({
  method: 'post',
  announces: ['sandbox.changed', 'campaign.changed', 'request.logged'],
  path: '/_sandbox/reset',
  summary: 'Reset the whole sandbox',
  description: 'Back to the first start: every team but the demo partner and the demo team deleted with its keys, those two reset, the request log, faults, receivers and queued work emptied, the clock back to real time. The demo keys, the admin token and the server settings stay.',
  responses: { 200: ok('The demo team as it starts', teamSettingsSchema, { teamId: EXAMPLE_IDS.team, name: 'Demo Customer Co', subscription: 'active', paymentMethod: 'valid', generateApi: true, attachments: false, externalIdUpsert: false, allowPrivateWebhooks: false, homeCountry: null }) },
});

export const sandboxTeamReset = consoleRoute(aboutTeam({
  method: 'post',
  announces: ['sandbox.changed', 'campaign.changed'],
  path: '/_sandbox/teams/{teamId}/reset',
  summary: 'Reset one team',
  description: "Its campaigns, recipients, templates, webhooks, carts, invoices, scans, product keys, faults and rendered files removed; its users and keys kept; its switches as at start (the demo team ready to send, with its default template again; another team as provisioned).",
  responses: { 200: ok('The team as it starts', teamSettingsSchema, { teamId: EXAMPLE_IDS.team, name: 'Demo Customer Co', subscription: 'active', paymentMethod: 'valid', generateApi: true, attachments: false, externalIdUpsert: false, allowPrivateWebhooks: false, homeCountry: null }) },
}));

export const scenariosList = consoleRoute({
  method: 'get',
  path: '/_sandbox/scenarios',
  summary: 'Named seed scenarios',
  responses: { 200: ok('The scenarios', z.array(named('Scenario', strict({ name: z.enum(SCENARIO_NAMES), title: z.string(), description: z.string() }))), [...SCENARIOS]) },
});

export const scenarioApply = consoleRoute({
  method: 'post',
  announces: ['sandbox.changed', 'campaign.changed'],
  path: '/_sandbox/scenarios/{scenario}',
  summary: 'Seed a scenario',
  params: z.object({ scenario: z.string() }),
  body: { media: 'application/json', schema: z.object({ teamId: z.string().min(1).optional() }).strict(), example: { teamId: EXAMPLE_IDS.team } },
  responses: {
    201: ok('What was made', scenarioOutcomeSchema, { scenario: 'declined-card', teamId: EXAMPLE_IDS.team, apiKey: 'ink_ck_...', campaignId: null, summary: 'A new team with a card that declines.' }),
    400: 'The scenario could not be made in this team (the reason says why).',
    404: 'Unknown scenario, or team not found.',
    409: 'The team is not in a state the scenario needs (the reason says why).',
  },
});
