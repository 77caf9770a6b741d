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
export type UiBootstrap = z.infer<typeof uiBootstrapSchema>;

export const uiBootstrap = route({
  method: 'get',
  path: '/_ui/bootstrap',
  auth: 'ui',
  extension: true,
  tags: ['Inkpost UI'],
  summary: "The app's address and demo credentials",
  description:
    "Read by the app's own UI when it runs in a browser (the desktop window gets them over IPC). Answers only a browser holding the UI session cookie, which the one-time link printed at start (`/?token=...`) sets; anything else gets 401.",
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
  responses: { 200: ok('The document', z.record(z.unknown()), { openapi: '3.1.0', info: { title: 'Inkpost embedded API', version: '1.0.0' }, paths: {} }) },
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
  responses: { 200: { description: 'The file (JavaScript, CSS or PNG)', media: 'application/octet-stream' }, 400: 'Not a file of the reference page.' },
});
