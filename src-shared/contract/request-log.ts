// The developer console's request log (an Inkpost extension): what a client
// sent to /api, /_sandbox, tracked codes and hosted pages, and what Inkpost answered.
import { z } from 'zod';
import { REQUEST_SOURCES, requestLogQuerySchema, requestLogSettingsPatchSchema } from '../schemas/request-log.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, strict } from './define.ts';
import { consoleRoute } from './sandbox-group.ts';
import { named } from './openapi-meta.ts';

const keySchema = named('RequestKey', strict({ id: z.string().nullable().describe('The key id (never the key); null for the admin token'), kind: z.enum(['customer', 'partner', 'admin']) })).nullable();

const summaryShape = {
  id: z.number().int(),
  at: timestamp,
  method: z.string(),
  path: z.string().describe('Secrets in the path (hosted page tokens) are masked'),
  query: z.string().nullable().describe('The query string, secrets masked'),
  route: z.string().nullable().describe('The contract route it matched (operationId), null for an unknown route'),
  status: z.number().int(),
  durationMs: z.number(),
  source: z.enum(REQUEST_SOURCES),
  key: keySchema,
  teamId: z.string().nullable(),
  message: z.string().nullable().describe("The error body's message of a failure"),
  faultId: z.string().nullable().describe('The sandbox fault that answered, if one did'),
  replayOf: z.number().int().nullable(),
};
export const requestLogSummarySchema = named('RequestLogSummary', strict(summaryShape));
export type RequestLogSummary = z.infer<typeof requestLogSummarySchema>;

const bodyShape = {
  contentType: z.string().nullable(),
  bytes: z.number().int().describe('Size of the whole body'),
  text: z.string().nullable().describe('The body up to the size cap, secrets masked; null for a binary or empty body'),
  truncated: z.boolean(),
};
export const requestLogEntrySchema = named('RequestLogEntry', strict({
  ...summaryShape,
  request: strict({ headers: z.record(z.string(), z.string()).describe('Keys, tokens and cookies masked'), ...bodyShape, masked: z.boolean().describe('A secret was masked out of the body') }),
  response: strict({ headers: z.record(z.string(), z.string()), ...bodyShape }),
  validation: z.unknown().nullable().describe('The `_errors` tree of a 400 Validation error'),
  replayable: z.boolean(),
  replayBlockedBy: z.string().nullable(),
}));
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;

export const requestLogSettingsSchema = named('RequestLogSettings', strict({
  enabled: z.boolean(),
  maxEntries: z.number().int(),
  maxAgeHours: z.number().int(),
  bodyCapBytes: z.number().int(),
  entries: z.number().int().describe('Entries kept now'),
}));

const SUMMARY_EXAMPLE: z.input<typeof requestLogSummarySchema> = {
  id: 42,
  at: EXAMPLE_TIME,
  method: 'POST',
  path: '/api/campaigns',
  query: null,
  route: 'campaignsCreate',
  status: 400,
  durationMs: 3.2,
  source: 'client',
  key: { id: '5d0c1c52-0000-4000-8000-000000000010', kind: 'customer' },
  teamId: EXAMPLE_IDS.team,
  message: 'Validation error',
  faultId: null,
  replayOf: null,
};
const ENTRY_EXAMPLE: z.input<typeof requestLogEntrySchema> = {
  ...SUMMARY_EXAMPLE,
  request: { headers: { 'content-type': 'application/json', 'x-api-key': '••••' }, contentType: 'application/json', bytes: 17, text: '{"name":"Spring"}', truncated: false, masked: false },
  response: { headers: { 'content-type': 'application/json' }, contentType: 'application/json', bytes: 160, text: '{"error":true,"statusCode":400,"message":"Validation error"}', truncated: false },
  validation: { _errors: [], delivery_method: { _errors: ['Required'] } },
  replayable: true,
  replayBlockedBy: null,
};
const entryParams = z.object({ entryId: z.string().describe('The entry id (a number)') });

export const requestLogList = consoleRoute({
  method: 'get',
  path: '/_sandbox/request-log',
  summary: 'The request log',
  description:
    'Requests to /api, /_sandbox, tracked codes and hosted pages, newest first (with `after`: oldest first, those newer than the id). Not logged: the event stream and the request log routes themselves.',
  query: requestLogQuerySchema,
  responses: { 200: ok('Entries (without bodies)', z.array(requestLogSummarySchema), [SUMMARY_EXAMPLE]), 400: 'An invalid filter.' },
});

export const requestLogClear = consoleRoute({ method: 'delete', announces: ['request.logged'], path: '/_sandbox/request-log', summary: 'Empty the request log', responses: { 204: { description: 'Emptied; no content' } } });

export const requestLogGetSettings = consoleRoute({ method: 'get', path: '/_sandbox/request-log/settings', staleOn: ['request.logged', 'sandbox.changed'], summary: 'Request log settings', description: 'Whether requests are recorded, the retention limits (count and age) and the body size cap.', responses: { 200: ok('The settings', requestLogSettingsSchema, { enabled: true, maxEntries: 10000, maxAgeHours: 168, bodyCapBytes: 8192, entries: 1234 }) } });

export const requestLogPatchSettings = consoleRoute({
  method: 'patch',
  announces: ['request.logged'],
  path: '/_sandbox/request-log/settings',
  summary: 'Change the request log settings',
  description: 'Recording on or off, the retention limits (entries beyond them are removed at once) and the body size cap.',
  body: { media: 'application/json', schema: requestLogSettingsPatchSchema, example: { maxEntries: 5000 } },
  responses: { 200: ok('The settings', requestLogSettingsSchema, { enabled: true, maxEntries: 5000, maxAgeHours: 168, bodyCapBytes: 8192, entries: 1234 }) },
});

export const requestLogEntry = consoleRoute({ method: 'get', path: '/_sandbox/request-log/{entryId}', summary: 'One logged request with its bodies', params: entryParams, responses: { 200: ok('The entry', requestLogEntrySchema, ENTRY_EXAMPLE), 404: 'Entry not found (or removed by retention).' } });

export const requestLogReplay = consoleRoute({
  method: 'post',
  announces: ['request.logged'],
  path: '/_sandbox/request-log/{entryId}/replay',
  summary: 'Replay a logged request',
  description:
    'Sends the same method, path, query, headers and body again, in-process, as the same key (which must still be valid). The replay is logged with `replayOf`. A body that was cut at the size cap, had a secret masked, or was binary cannot be replayed (409).',
  params: entryParams,
  responses: { 200: ok('The replay as logged', requestLogEntrySchema, { ...ENTRY_EXAMPLE, id: 43, replayOf: 42 }), 404: 'Entry not found.', 409: 'This request cannot be replayed (the reason says why).' },
});
