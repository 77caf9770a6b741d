import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, buildServer } from '../../scripts/build-server.ts';
import { SERVER_NODE_FLAGS } from './heap-limits.ts';
import { tempDir } from './test-support/test-core.ts';

async function startBuilt(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Inkpost API listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the built server exited ${code}: ${out}`)));
  });
  return { child, url };
}

describe('the built server (npm run serve)', () => {
  it('renders a recipient in its bundled render workers and records requests in its bundled log writer', { timeout: 60_000 }, async () => {
    await buildServer();
    const dataDir = tempDir();
    const { child, url } = await startBuilt(dataDir);
    try {
      const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string; adminToken: string };
      const api = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${url}/api${path}`, { method, headers: { 'X-API-Key': keys.customerKey, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as any };
      };
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
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    }
  });
});
