import { z } from 'zod';
import { EXAMPLE_IDS } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const uiBootstrapSchema = named('UiBootstrap', strict({
  baseUrl: z.string(),
  customerKey: z.string(),
  partnerKey: z.string(),
  teamId: z.string(),
  adminToken: z.string(),
  portNotice: z.string().optional(),
}));

/**
 * The header the browser UI sends its session in (to /_ui routes). A header the page sets from its
 * own storage, never a cookie: a browser sends a 127.0.0.1 cookie to every port of the host.
 */
export const UI_SESSION_HEADER = 'X-Inkpost-Session';
/** Where a browser keeps its UI session (localStorage, scoped to the origin): the UI and the API reference read it. */
export const UI_SESSION_STORAGE_KEY = 'inkpost.uiSession';

export const uiSessionRequestSchema = strict({
  token: z.string().max(200).describe("The one-time token from the printed link's fragment (`/#token=...`)."),
});
export const uiSessionSchema = named('UiSession', strict({
  session: z.string().describe(`Sent as \`${UI_SESSION_HEADER}\` to the /_ui routes; valid until the server stops.`),
}));

export const uiSession = route({
  method: 'post',
  path: '/_ui/session',
  auth: 'none',
  extension: true,
  tags: ['Inkpost UI'],
  summary: "Trade the printed link's one-time token for a UI session",
  description:
    "Called once by the app's own UI when it runs in a browser: the server prints a link whose fragment carries a one-time token (`/#token=...`; a fragment never reaches a server, a log or a Referer). The page sends it here and keeps the session in the browser's storage for its origin (scheme, host and port), never in a cookie. The token works once.",
  body: { media: 'application/json', schema: uiSessionRequestSchema, example: { token: 'x3F...' } },
  responses: {
    200: ok('A new session', uiSessionSchema, { session: 'Qm9...' }),
    401: 'The token is wrong or was used already: restart the server for a new link.',
  },
});

export const uiBootstrap = route({
  method: 'get',
  path: '/_ui/bootstrap',
  auth: 'ui',
  extension: true,
  tags: ['Inkpost UI'],
  summary: "The app's address and demo credentials",
  description:
    "Read by the app's own UI when it runs in a browser (the desktop window gets them over IPC). Answers only a request carrying a UI session (`X-Inkpost-Session`, from POST /_ui/session); anything else, cookies included, gets 401.",
  responses: {
    200: ok('Address and keys', uiBootstrapSchema, { baseUrl: 'http://127.0.0.1:4785', customerKey: 'ink_...', partnerKey: 'ink_...', teamId: EXAMPLE_IDS.team, adminToken: 'adm_...' }),
  },
});

export const openApiDocument = route({
  method: 'get',
  path: '/api/openapi.json',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: 'This OpenAPI 3.1 document',
  responses: { 200: ok('The document', z.record(z.string(), z.unknown()), { openapi: '3.1.0', info: { title: 'Inkpost embedded API', version: '1.0.0' }, paths: {} }) },
});

export const apiReference = route({
  method: 'get',
  path: '/api/docs',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: 'API reference page',
  description: "An API reference served offline by this server, with a 'try it' console for the embedded API.",
  responses: { 200: { description: 'The page', media: 'text/html' } },
});

export const apiReferenceAsset = route({
  method: 'get',
  path: '/api/docs/assets/{file}',
  auth: 'none',
  extension: true,
  tags: ['Reference'],
  summary: "A file of the reference page (Swagger UI's script and styles, served from the npm package)",
  params: z.object({ file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) }),
  responses: { 200: { description: 'The file (JavaScript, CSS or PNG)', media: 'text/javascript', alsoMedia: ['text/css', 'image/png'] }, 400: 'Not a file of the reference page.' },
});
