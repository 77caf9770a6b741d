import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import type { RouteDecl } from '#shared/contract/define.ts';
import { CONTRACT } from '#shared/contract/index.ts';
import { call, testCore } from '#core/test-support/test-core.ts';

// Every endpoint of shared/spec/handwritten-mail-api.md.
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

type Operation = { operationId: string; summary?: string; security?: unknown[]; requestBody?: { content: Record<string, { example?: unknown }> }; responses: Record<string, { content?: Record<string, { example?: unknown; schema?: unknown }> }> };

describe('GET /api/openapi.json', () => {
  it('is served without a key and a standard validator accepts it as OpenAPI 3.1', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(res.body));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every endpoint of the spec, and every declared route', async () => {
    const core = testCore();
    const doc = (await call(core, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    for (const endpoint of SPEC_ENDPOINTS) expect(operations, endpoint).toContain(endpoint);
    expect(operations).toHaveLength(Object.keys(CONTRACT).length);
  });

  it('gives every operation a summary, an example request and response, its security and the common error body for its errors', async () => {
    const core = testCore();
    const doc = (await call(core, 'GET', '/api/openapi.json')).body as { components: { securitySchemes: Record<string, { type: string; name?: string; scheme?: string }> }; paths: Record<string, Record<string, Operation>> };
    expect(doc.components.securitySchemes['ApiKey']).toMatchObject({ type: 'apiKey', name: 'X-API-Key' });
    expect(doc.components.securitySchemes['SandboxToken']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const at = `${method} ${path}`;
        if (!op.summary) missing.push(`${at}: summary`);
        const json = op.requestBody?.content['application/json'];
        if (json && json.example === undefined) missing.push(`${at}: request example`);
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
        const successJson = success?.[1].content?.['application/json'];
        if (successJson && successJson.example === undefined) missing.push(`${at}: response example`);
        for (const [status, response] of Object.entries(op.responses)) {
          const errorJson = response.content?.['application/json'];
          if (Number(status) >= 400 && errorJson && !JSON.stringify(errorJson.schema).includes('statusMessage')) missing.push(`${at} ${status}: common error body`);
        }
        if (!op.responses['500'] || !op.responses['403']) missing.push(`${at}: 403/500`);
        if (path.startsWith('/api/') && !['/api/openapi.json', '/api/docs', '/api/docs/assets/{file}'].includes(path) && !op.responses['401']) missing.push(`${at}: 401`);
      }
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
