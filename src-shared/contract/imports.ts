// Recipient imports (an Inkpost extension): the app's import of a file into a campaign,
// known to the server, so that its state is the same in every view and after the app
// is closed: rows stored, rows a second, time remaining, stopped or done. The app sends
// the file's rows in batches; each batch is stored with the import's progress in one
// transaction, and a batch sent again (after a lost answer) is not stored twice.
import { z } from 'zod';
import { IMPORT_STATUSES, importBatchSchema, importCreateSchema, importUpdateSchema } from '../schemas/imports.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { aboutOne, ok, routeGroup, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const recipientImportSchema = named('RecipientImport', strict({
  id: z.string(),
  campaign_id: z.string(),
  file_name: z.string(),
  sheet: z.string().nullable().describe("A workbook's sheet the rows come from"),
  fingerprint: z.string().describe('What identifies the file to the app (to resume with the same file)'),
  status: z
    .enum(IMPORT_STATUSES)
    .describe('running; stopped (running, but no batch for 30 s: the app that sent it went away); cancelled; failed (a batch was refused: last_error says why); done'),
  rows_total: z.number().int().describe('Rows the import sends'),
  rows_stored: z.number().int(),
  through_row: z.number().int().describe("The file's last row stored (rows go in file order; -1 before the first)"),
  rows_per_second: z.number().nullable().describe('Since the import last started or resumed; null before its first batch'),
  seconds_remaining: z.number().nullable().describe('At that rate, while it runs'),
  last_error: z.string().nullable(),
  started_at: timestamp,
  updated_at: timestamp,
  finished_at: timestamp.nullable(),
}));
export type RecipientImport = z.infer<typeof recipientImportSchema>;

export const IMPORT_EXAMPLE: z.input<typeof recipientImportSchema> = {
  id: '0193a0c2-5f1e-7c3a-9b1d-3e5f7a9b1c2d',
  campaign_id: EXAMPLE_IDS.campaign,
  file_name: 'spring-list.csv',
  sheet: null,
  fingerprint: '{"name":"spring-list.csv","size":91234,"lastModified":1764000000000,"headerHash":"1a2b3c4d"}',
  status: 'running',
  rows_total: 100000,
  rows_stored: 53000,
  through_row: 53104,
  rows_per_second: 9120.5,
  seconds_remaining: 5.2,
  last_error: null,
  started_at: EXAMPLE_TIME,
  updated_at: EXAMPLE_TIME,
  finished_at: null,
};

const importRoute = routeGroup({ auth: 'customer', extension: true, tags: ['Recipients'] });
/** A route about one of the team's campaigns, or one of its imports. */
const aboutCampaign = aboutOne(z.object({ campaignId: z.string() }), "Campaign not found (or another team's).");
const aboutImport = aboutOne(z.object({ importId: z.string() }), "Import not found (or another team's).");
const RUNNING_CONFLICT = 'Another import into the campaign is running; data is {id} of it.';

export const importsCreate = importRoute(aboutCampaign({
  method: 'post',
  idempotent: true,
  announces: ['import.changed'],
  path: '/api/campaigns/{campaignId}/imports',
  summary: 'Start importing a file of recipients into a campaign',
  description: 'The import starts running; its rows go in batches to POST /api/imports/{importId}/batches. An import the app began before the server knew of imports continues from `rows_stored` and `through_row`.',
  body: { media: 'application/json', schema: importCreateSchema, example: { file_name: 'spring-list.csv', fingerprint: IMPORT_EXAMPLE.fingerprint, rows_total: 100000 } },
  responses: {
    201: ok('The import, running', recipientImportSchema, { ...IMPORT_EXAMPLE, rows_stored: 0, through_row: -1, rows_per_second: null, seconds_remaining: null }),
    409: RUNNING_CONFLICT,
  },
}));

export const importsList = importRoute(aboutCampaign({
  method: 'get',
  path: '/api/campaigns/{campaignId}/imports',
  staleOn: ['import.changed'],
  summary: "A campaign's imports, newest first",
  description: 'The last 20.',
  responses: { 200: ok('The imports', named('RecipientImportList', strict({ data: z.array(recipientImportSchema) })), { data: [IMPORT_EXAMPLE] }) },
}));

export const importsGet = importRoute(aboutImport({
  method: 'get',
  path: '/api/imports/{importId}',
  staleOn: ['import.changed'],
  summary: 'One import',
  responses: { 200: ok('The import', recipientImportSchema, IMPORT_EXAMPLE) },
}));

export const importsUpdate = importRoute(aboutImport({
  method: 'patch',
  announces: ['import.changed'],
  path: '/api/imports/{importId}',
  summary: 'Resume, cancel, fail or finish an import',
  description: '`running` resumes a stopped, cancelled or failed import (with the rows it will send now, `rows_total`, when they changed); `cancelled` stops one between batches; `failed` (with the `reason`) records that the app could not go on (a batch answered with a server error); `done` finishes a running one. A done import stays done.',
  body: { media: 'application/json', schema: importUpdateSchema, example: { status: 'cancelled' } },
  responses: {
    200: ok('The import', recipientImportSchema, { ...IMPORT_EXAMPLE, status: 'cancelled', finished_at: EXAMPLE_TIME, seconds_remaining: null }),
    409: `The import is done, or ${RUNNING_CONFLICT.charAt(0).toLowerCase()}${RUNNING_CONFLICT.slice(1)}`,
  },
}));

export const importsBatch = importRoute(aboutImport({
  method: 'post',
  idempotent: true,
  announces: ['import.changed', 'recipient.changed', 'campaign.changed'],
  path: '/api/imports/{importId}/batches',
  summary: "Store a batch of an import's rows",
  description:
    "The recipients as POST /api/recipients takes them (`data`, all or nothing, errors under `data.<index>.<field>`), with the file's last row of the batch (`through_row`): they are stored with the import's progress in one transaction. A batch whose `through_row` is not past the import's (sent again after a lost answer) stores nothing and answers `repeated: true`. A refused batch marks the import failed, with the reason.",
  body: { media: 'application/json', validatedBy: 'handler', schema: importBatchSchema, example: { through_row: 999, data: [{ firstName: 'Ada', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } }] } },
  responses: {
    200: ok('What was stored, and the import', named('RecipientImportBatchResult', strict({ created: z.number().int(), updated: z.number().int(), repeated: z.boolean(), import: recipientImportSchema })), { created: 1000, updated: 0, repeated: false, import: IMPORT_EXAMPLE }),
    400: 'Invalid recipients (`Validation error`, errors under data.<index>), or a campaign that takes no recipients (`Failed to create recipients`).',
    403: 'Attachments are not enabled for the team.',
    409: 'The import is cancelled, failed or done: resume it first (PATCH status running).',
  },
}));
