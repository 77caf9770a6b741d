import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_OUT_DIR } from '#scripts/build-server.ts';
import { apiCall, startServerProcess } from '../test-support/server-process.ts';
import { tempDir } from '../test-support/test-core.ts';

/** Packages a built entry loads at start: its static imports, through the chunks it imports. */
function packagesLoadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(join(SERVER_OUT_DIR, file), 'utf8').matchAll(/^import (?:[^;]*? from )?"([^"]+)";$/gm)) {
      if (spec!.startsWith('./')) visit(spec!.slice(2));
      else packages.add(spec!);
    }
  };
  visit(entry);
  return packages;
}

describe('the built server (npm run serve)', () => {
  it('loads the render engines on its event loop only when a route needs them; the render workers load them at start', { timeout: 60_000 }, async () => {
    const engines = ['pdf-lib', 'fontkit', '@napi-rs/canvas'];
    // out/server is built once before the tests (vitest's globalSetup)
    const atStart = packagesLoadedAtStart('serve.js');
    expect([...atStart].filter((name) => name.startsWith('#')), 'the project\'s own modules are bundled, not imported by name').toEqual([]);
    expect(atStart).toContain('better-sqlite3');
    for (const engine of engines) expect(atStart).not.toContain(engine);
    const inWorkers = packagesLoadedAtStart('render-worker.js');
    for (const engine of ['fontkit', '@napi-rs/canvas']) expect(inWorkers).toContain(engine);
    expect(inWorkers).not.toContain('pdf-lib'); // the workers write their PDFs themselves (handwriting/pdf-file.ts)
  });

  it('renders a recipient in its bundled render workers and records requests in its bundled log writer', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const server = await startServerProcess(dataDir, [], { built: true });
    const { url } = server;
    try {
      const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string; adminToken: string };
      const api = (method: string, path: string, body?: unknown) => apiCall(url, keys.customerKey, method, path, body);
      const [template] = (await api('GET', '/templates')).body;
      const campaign = (await api('POST', '/campaigns', { name: 'Built', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id })).body;
      const created = await api('POST', '/recipients', { campaignId: campaign.id, data: [{ firstName: 'Ada', lastName: 'Lovelace', address: { address1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' } }] });
      expect(created.status).toBe(200);
      const id = created.body[0].id as string;
      await expect.poll(async () => (await api('GET', `/recipients/${id}`)).body.is_rendered, { timeout: 30_000 }).toBe(true);
      const preview = await fetch(`${url}/api/recipients/${id}/preview?type=postcard`, { headers: { 'X-API-Key': keys.customerKey } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/png');
      const log = async () => (await (await fetch(`${url}/_sandbox/request-log?path=/api/recipients`, { headers: { Authorization: `Bearer ${keys.adminToken}` } })).json()) as { method: string; status: number }[];
      await expect.poll(async () => (await log()).some((row) => row.method === 'POST' && row.status === 200), { timeout: 10_000 }).toBe(true);
    } finally {
      await server.stop();
      expect(server.child.exitCode).toBe(0);
    }
  });
});
