import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { apiCall, startServerProcess } from './test-support/server-process.ts';
import { tempDir } from './test-support/test-core.ts';

describe('the built server (npm run serve)', () => {
  it('renders a recipient in its bundled render workers and records requests in its bundled log writer', { timeout: 60_000 }, async () => {
    await buildServer();
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
