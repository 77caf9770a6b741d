import { compileErrors, validate } from '@readme/openapi-parser';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDecl } from '#shared/contract/define.ts';
import { CONTRACT } from '#shared/contract/index.ts';
import { namedSchemas, schemaName } from '#shared/contract/openapi-meta.ts';
import { TAGS } from '#shared/contract/tags.ts';
import { BILLING_FIELDS } from '#shared/schemas/campaigns.ts';
import { call, testCore } from '#core/test-support/test-core.ts';
import { allSchemas, childSchemas } from './zod-walk.ts';

// Every endpoint of the hosted service's API specification (not part of this repository).
const SPEC_ENDPOINTS = [
  'post /api/partner/teams',
  'get /api/account/status',
  'post /api/templates',
  'get /api/templates',
  'get /api/templates/{templateId}',
  'post /api/campaigns',
  'get /api/campaigns',
  'get /api/campaigns/{campaignId}',
  'post /api/campaigns/{campaignId}/activate',
  'post /api/recipients',
  'get /api/recipients/{recipientId}',
  'get /api/recipients/{recipientId}/preview',
  'post /api/recipients/html',
  'post /api/generate/png',
  'post /api/recipients/checkout',
  'get /api/carts/active',
  'post /api/webhooks',
  'get /api/webhooks',
  'patch /api/webhooks/{webhookId}',
  'delete /api/webhooks/{webhookId}',
];

type Schema = Record<string, any>;
type Media = { schema?: Schema; example?: unknown };
type Operation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Document = {
  openapi: string;
  info: Record<string, any>;
  tags: { name: string; description?: string }[];
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

let doc: Document;
const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, op })));
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Every schema object in the document with where it is (examples left out). */
function schemaNodes(node: unknown, at = '#', out: { at: string; node: Schema }[] = []): { at: string; node: Schema }[] {
  if (Array.isArray(node)) node.forEach((item, index) => schemaNodes(item, `${at}/${index}`, out));
  else if (node && typeof node === 'object') {
    out.push({ at, node: node as Schema });
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') schemaNodes(value, `${at}/${key}`, out);
  }
  return out;
}

beforeAll(async () => {
  // One document for the whole file: generating it is the slow part.
  const res = await call(testCore(), 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

describe('GET /api/openapi.json', () => {
  it('is served without a key and a standard validator accepts it as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every endpoint of the spec, and every declared route', () => {
    const names = operations().map(({ at }) => at);
    for (const endpoint of SPEC_ENDPOINTS) expect(names, endpoint).toContain(endpoint);
    expect(names).toHaveLength(Object.keys(CONTRACT).length);
  });

  it('gives every operation a summary, an example request and response, its security and the common error body for its errors', () => {
    expect(doc.components.securitySchemes['ApiKey']).toMatchObject({ type: 'apiKey', name: 'X-API-Key' });
    expect(doc.components.securitySchemes['SandboxToken']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const missing: string[] = [];
    for (const { at, op } of operations()) {
      const path = at.split(' ')[1]!;
      if (!op.summary) missing.push(`${at}: summary`);
      const json = op.requestBody?.content['application/json'];
      if (json && json.example === undefined) missing.push(`${at}: request example`);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      const successJson = success?.[1].content?.['application/json'];
      if (successJson && successJson.example === undefined) missing.push(`${at}: response example`);
      for (const [status, response] of Object.entries(op.responses)) {
        const errorJson = response.content?.['application/json'];
        if (Number(status) >= 400 && errorJson && JSON.stringify(errorJson.schema) !== JSON.stringify(ref('ErrorBody'))) missing.push(`${at} ${status}: common error body`);
      }
      if (!op.responses['500'] || !op.responses['403']) missing.push(`${at}: 403/500`);
      if (path.startsWith('/api/') && !['/api/openapi.json', '/api/docs', '/api/docs/assets/{file}'].includes(path) && !op.responses['401']) missing.push(`${at}: 401`);
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/campaigns']?.['get']?.security).toEqual([{ ApiKey: [] }]);
    expect(doc.paths['/_sandbox/settings']?.['get']?.security).toEqual([{ SandboxToken: [] }]);
  });

  it('every example in the declarations matches its own schema', () => {
    const wrong: string[] = [];
    for (const [name, decl] of Object.entries(CONTRACT) as [string, RouteDecl][]) {
      const body = decl.body;
      if (body?.example !== undefined && body.media === 'application/json' && !body.schema.safeParse(body.example).success) wrong.push(`${name} request`);
      for (const [status, response] of Object.entries(decl.responses)) {
        if (typeof response === 'object' && response.schema && response.example !== undefined && !response.schema.safeParse(response.example).success) wrong.push(`${name} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what standard tools need from the document (issue 32)', () => {
  it('lists null among the values of every nullable enum (a delivery attempt\'s fault)', () => {
    const fault = doc.components.schemas['WebhookDelivery']?.['properties'].attempts.items.properties.fault;
    expect(fault).toMatchObject({ type: ['string', 'null'], enum: ['timeout', 'duplicate', null] });
    const wrong = schemaNodes(doc).filter(({ node }) => Array.isArray(node['type']) && node['type'].includes('null') && Array.isArray(node['enum']) && !node['enum'].includes(null));
    expect(wrong.map(({ at }) => at)).toEqual([]);
  });

  it('declares the billing fields of POST /api/campaigns as refused (not: {}), as the server refuses them', () => {
    const body = doc.paths['/api/campaigns']?.['post']?.requestBody?.content['application/json']?.schema;
    for (const field of BILLING_FIELDS) expect(body?.['properties'][field], field).toMatchObject({ not: {} });
    const anything = Object.entries(body?.['properties'] ?? {}).filter(([, schema]) => JSON.stringify(schema) === '{}');
    expect(anything).toEqual([]);
  });

  it('types every file body as binary (format: binary and its contentMediaType), the PDF upload too', () => {
    const files: string[] = [];
    for (const { at, op } of operations()) {
      const bodies = [...Object.entries(op.requestBody?.content ?? {}).map(([media, content]) => [`${at} body`, media, content] as const), ...Object.entries(op.responses).flatMap(([status, response]) => Object.entries(response.content ?? {}).map(([media, content]) => [`${at} ${status}`, media, content] as const))];
      for (const [where, media, content] of bodies) {
        if (!/^(image\/|application\/(pdf|octet-stream))/.test(media)) continue;
        files.push(where);
        expect(content.schema, `${where} ${media}`).toEqual({ type: 'string', format: 'binary', contentMediaType: media });
      }
    }
    expect(files).toEqual(expect.arrayContaining(['get /api/recipients/{recipientId}/preview 200', 'post /api/generate/png 200', 'post /api/generate/svg 200', 'post /api/attachments body', 'get /files/{path} 200']));
  });

  it('names the shared shapes once in components.schemas and refers to them', () => {
    const components = doc.components.schemas;
    for (const name of ['ErrorBody', 'ValidationErrorTree', 'ErrorDetails', 'Recipient', 'RecipientDetail', 'RecipientDocument', 'RecipientInput', 'Campaign', 'Template', 'Address', 'AddressInput', 'Webhook', 'WebhookCreated', 'WebhookDelivery', 'Attachment', 'Design']) expect(components, name).toHaveProperty(name);
    expect(components['ErrorBody']?.['properties'].data).toMatchObject({ anyOf: [ref('ValidationErrorTree'), ref('ErrorDetails')] });
    expect(components['ValidationErrorTree']).toMatchObject({ required: ['_errors'], additionalProperties: ref('ValidationErrorTree') });
    expect(components['Campaign']?.['properties'].return_address).toMatchObject({ anyOf: [ref('Address'), { type: 'null' }] });
    expect(components['Address']?.['type']).toBe('object');
    // Every JSON answer of a success is a named shape (or a list of one); no inline object appears twice.
    const unnamed = operations().flatMap(({ at, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => [`${at} ${status}`, response.content?.['application/json']?.schema] as const)
        .filter(([, schema]) => schema?.['properties'] || schema?.['items']?.['properties'])
        .map(([where]) => where),
    );
    expect(unnamed).toEqual([]);
    const seen = new Map<string, string[]>();
    for (const { at, node } of schemaNodes({ paths: doc.paths, components: doc.components })) {
      if (!node['properties']) continue;
      const key = JSON.stringify(node);
      seen.set(key, [...(seen.get(key) ?? []), at]);
    }
    expect([...seen.values()].filter((places) => places.length > 1)).toEqual([]);
    const text = JSON.stringify({ paths: doc.paths, components: doc.components });
    expect(Object.keys(components).filter((name) => !text.includes(`"#/components/schemas/${name}"`) && !referencedBy(name))).toEqual([]);
  });

  it('gives each name one schema, PascalCase, and no derived shape carries a name it does not have', () => {
    const named = namedSchemas();
    expect([...named].filter(([, schemas]) => schemas.length !== 1).map(([name]) => name)).toEqual([]);
    expect([...named.keys()].filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name))).toEqual([]);
    const roots = (Object.values(CONTRACT) as RouteDecl[]).flatMap((decl) => [decl.params, decl.query, decl.body?.schema, ...Object.values(decl.responses).map((response) => (typeof response === 'object' ? response.schema : undefined))].filter((schema): schema is z.ZodTypeAny => schema !== undefined));
    const impostors: string[] = [];
    for (const schema of allSchemas([...roots, ...[...named.values()].flat()])) {
      const name = schemaName(schema);
      const original = name === undefined ? undefined : named.get(name)?.[0];
      if (name !== undefined && original && !isWrapperOf(schema, original)) impostors.push(name);
    }
    expect(impostors).toEqual([]);
  });

  it('declares every tag with a description, and uses each', () => {
    const declared = doc.tags.map((tag) => tag.name);
    expect(declared).toEqual(Object.keys(TAGS));
    expect(doc.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
    expect(declared.filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('lists no schema twice in an anyOf or oneOf (the attachments null)', () => {
    const twice = schemaNodes(doc).filter(({ node }) => ['anyOf', 'oneOf'].some((key) => Array.isArray(node[key]) && new Set(node[key].map((item: unknown) => JSON.stringify(item))).size !== node[key].length));
    expect(twice.map(({ at }) => at)).toEqual([]);
    const slot = doc.paths['/api/campaigns/{campaignId}/attachments']?.['put']?.requestBody?.content['application/json']?.schema?.['properties'].slots.items.properties.default;
    expect(slot.anyOf).toEqual([{ type: 'null' }, ref('AttachmentRef')]);
  });

  it('has a licence and a contact', () => {
    expect(doc.info['license']).toMatchObject({ name: expect.any(String), identifier: expect.any(String) });
    expect(doc.info['contact']).toMatchObject({ name: 'Inkpost', url: expect.stringMatching(/\/api\/docs$/) });
  });

  it('types as numbers the query parameters the server reads as numbers (page of the preview), with the same rules', () => {
    const page = doc.paths['/api/recipients/{recipientId}/preview']?.['get']?.parameters?.find((parameter) => parameter.name === 'page');
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 0 });
    const wrong: string[] = [];
    for (const [name, decl] of Object.entries(CONTRACT) as [string, RouteDecl][]) {
      for (const [field, schema] of Object.entries(decl.query?.shape ?? {}) as [string, z.ZodTypeAny][]) {
        const parsed = schema.safeParse('7');
        if (!parsed.success || typeof parsed.data !== 'number') continue;
        const documented = doc.paths[decl.path]?.[decl.method]?.parameters?.find((parameter) => parameter.name === field)?.schema;
        if (!['integer', 'number'].includes(documented?.['type'])) wrong.push(`${name} ${field}`);
      }
    }
    expect(wrong).toEqual([]);
    // A coerced number takes null, which made such parameters nullable: a query string has no null.
    const nullable = operations().flatMap(({ at, op }) => (op.parameters ?? []).filter((parameter) => JSON.stringify(parameter.schema['type']).includes('null')).map((parameter) => `${at} ${parameter.name}`));
    expect(nullable).toEqual([]);
  });
});

/** ValidationErrorTree refers to itself only: a name used nowhere else is still used if some component refers to it. */
function referencedBy(name: string): boolean {
  return Object.entries(doc.components.schemas).some(([other, schema]) => other !== name && JSON.stringify(schema).includes(`"#/components/schemas/${name}"`));
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);
}

/** A schema carrying a name is the named schema itself, a copy of it that differs only in metadata (describe) or checks (refine), or a wrapper (optional, nullable, default) of one. */
function isWrapperOf(schema: z.ZodTypeAny, original: z.ZodTypeAny): boolean {
  if (schema === original) return true;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const base = original._zod.def as unknown as Record<string, unknown>;
  // (a refined object's definition holds a copy of the shape: the same fields, another object)
  const same = (key: string) => def[key] === base[key] || (key === 'shape' && sameFields(def[key] as Record<string, unknown>, base[key] as Record<string, unknown>));
  if (Object.keys(def).every((key) => key === 'checks' || same(key))) return true;
  const inner = childSchemas(schema);
  return ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(String(def['type'])) && inner.length === 1 && isWrapperOf(inner[0]!, original);
}
