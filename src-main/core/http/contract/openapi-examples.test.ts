// Every request example of GET /api/openapi.json, sent as a reader of the document would
// send it to a fresh server: it works (2xx), or its example says what it needs first
// (`x-inkpost-needs`, from src-shared/contract/example-needs.ts) and is refused with a 4xx, never a 500.
import { describe, expect, it } from 'vitest';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import { cpSync } from 'node:fs';
import { type Core, createCore } from '#core/wiring/create-core.ts';
import { silentLogger } from '#core/base/logger.ts';
import { tempDir, testCore } from '#core/test-support/test-core.ts';

interface Operation {
  operationId: RouteName;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown; 'x-inkpost-needs'?: string }> };
}

function credentials(core: Core, name: RouteName): Record<string, string> {
  const auth = CONTRACT[name].auth;
  if (auth === 'admin') return { Authorization: `Bearer ${core.keys.adminToken}` };
  if (auth === 'partner') return { 'X-API-Key': core.keys.partnerKey };
  if (auth === 'customer' || auth === 'any-key') return { 'X-API-Key': core.keys.customerKey };
  return {};
}

/** The document's operations, and a fresh data folder to copy for each example (a new server's migrations and seed cost a second or more under load). */
async function freshServer(): Promise<{ operations: { method: string; path: string; operation: Operation }[]; copy: () => string }> {
  const dataDir = tempDir();
  const core = createCore({ dataDir, logger: silentLogger, workers: false });
  const document = (await (await core.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
  await core.close();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })));
  return {
    operations,
    copy: () => {
      const copy = tempDir();
      cpSync(dataDir, copy, { recursive: true });
      return copy;
    },
  };
}

describe('the examples of the OpenAPI document, against a fresh server', () => {
  it('work, or say what they need and are refused for that alone', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    const { operations, copy } = await freshServer();
    for (const { method, path, operation } of operations) {
      const content = Object.entries(operation.requestBody?.content ?? {}).find(([, media]) => media.example !== undefined);
      if (!content) continue;
      const [type, media] = content;
      const core = testCore({ workers: false, dataDir: copy() });
      const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(operation.parameters?.find((p) => p.name === name && p.in === 'path')?.example ?? `example-${name}`)));
      const res = await core.app.request(filled, { method: method.toUpperCase(), headers: { 'Content-Type': type, ...credentials(core, operation.operationId) }, body: JSON.stringify(media.example) });
      const text = await res.text();
      const needs = media['x-inkpost-needs'];
      const message = res.status >= 400 ? (JSON.parse(text) as { message: string }).message : '';
      // (A noted example may still work where its need happens to be met: a machine on the internet resolves the webhook's host.)
      const fine = needs ? res.status < 500 : res.status < 300;
      if (operation.operationId === 'webhooksCreate' && res.status === 400) {
        // Offline, the example's host does not resolve: the refusal says why and what to do instead.
        expect(text).toMatch(/hooks\.example\.com could not be resolved: this server's DNS has no address for it .*allow local receivers/);
      }
      if (!fine) outcomes.push(`${method.toUpperCase()} ${path} → ${res.status} ${message}${needs ? ` (needs: ${needs})` : ''}${needs ? '' : `: ${text.slice(0, 300)}`}`);
    }
    expect(outcomes).toEqual([]);
  });
});
