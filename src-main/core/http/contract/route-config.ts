import type { RouteConfig } from '@hono/zod-openapi';
import { type AuthKind, documentedResponses, type MediaType, type RouteDecl } from '#shared/contract/define.ts';

/** OpenAPI security requirement of each credential (the schemes are in openapi-document.ts). */
const SECURITY: Record<AuthKind, RouteConfig['security']> = {
  none: [],
  ui: [],
  customer: [{ ApiKey: [] }],
  partner: [{ ApiKey: [] }],
  'any-key': [{ ApiKey: [] }],
  admin: [{ SandboxToken: [] }],
};

const AUTH_NOTE: Record<AuthKind, string> = {
  none: 'No credential: the link itself (a token, a signature or a code) is the credential.',
  ui: "For the Inkpost app's own UI.",
  customer: 'Customer-team key (`X-API-Key`).',
  partner: 'Partner account key (`X-API-Key`) of an approved partner.',
  'any-key': 'Either kind of key (`X-API-Key`).',
  admin: 'Sandbox admin token (`Authorization: Bearer <adminToken>`, from keys.json).',
};

/** Files: bytes as sent (`format: binary` for the generators that read OpenAPI 3.0's way, `contentMediaType` for 3.1's). */
const file = (media: MediaType) => ({ type: 'string', format: 'binary', contentMediaType: media });
/** Text that is not JSON: a page, an event stream. */
const text = (media: MediaType) => ({ type: 'string', contentMediaType: media });

/** Schemas for bodies that are not JSON. */
const NON_JSON_SCHEMA: Partial<Record<MediaType, object>> = {
  'image/png': file('image/png'),
  'application/pdf': file('application/pdf'),
  'image/svg+xml': file('image/svg+xml'),
  'application/octet-stream': file('application/octet-stream'),
  'text/html': text('text/html'),
  'text/event-stream': text('text/event-stream'),
  'image/jpeg': file('image/jpeg'),
  'font/otf': file('font/otf'),
};

/** A multipart form's fields, from its zod object: `file` parts are files, any other field text. */
function multipartSchema(schema: unknown): object {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? { file: null };
  const properties = Object.fromEntries(Object.keys(shape).map((key) => [key, key === 'file' ? { type: 'array', items: file('application/octet-stream') } : { type: 'string' }]));
  return { type: 'object', properties, required: ['file'] };
}

/** The @hono/zod-openapi route of a declaration (request schemas, responses, security, documentation). */
export function routeConfig(name: string, decl: RouteDecl): RouteConfig {
  const request: NonNullable<RouteConfig['request']> = {};
  if (decl.params) request.params = decl.params;
  if (decl.query) request.query = decl.query;
  if (decl.body) {
    const schema = decl.body.media === 'multipart/form-data' ? multipartSchema(decl.body.schema) : (NON_JSON_SCHEMA[decl.body.media] ?? decl.body.schema);
    request.body = {
      required: true,
      ...(decl.body.description ? { description: decl.body.description } : {}),
      content: { [decl.body.media]: { schema, ...(decl.body.example === undefined ? {} : { example: decl.body.example }) } },
    } as NonNullable<NonNullable<RouteConfig['request']>['body']>;
  }
  const responses: RouteConfig['responses'] = {};
  for (const [status, response] of Object.entries(documentedResponses(decl))) {
    const media = response.media ?? (response.schema ? 'application/json' : undefined);
    const schema = response.schema ?? (media ? NON_JSON_SCHEMA[media] : undefined);
    responses[status] = {
      description: response.description,
      ...(response.headers ? { headers: Object.fromEntries(Object.entries(response.headers).map(([header, description]) => [header, { description, schema: { type: 'string' } }])) } : {}),
      ...(media && schema ? { content: { [media]: { schema, ...(response.example === undefined ? {} : { example: response.example }) } } } : {}),
    } as RouteConfig['responses'][string];
  }
  const note = AUTH_NOTE[decl.auth];
  return {
    method: decl.method,
    path: decl.path,
    operationId: name,
    summary: decl.summary,
    description: [decl.description, note].filter(Boolean).join('\n\n'),
    tags: [...decl.tags],
    security: SECURITY[decl.auth],
    ...(decl.extension ? { 'x-inkpost-extension': true } : {}),
    ...(Object.keys(request).length > 0 ? { request } : {}),
    responses,
  } as RouteConfig;
}
