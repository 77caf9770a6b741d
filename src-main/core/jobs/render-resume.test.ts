import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/test-core.ts';

const serveEntry = fileURLToPath(new URL('../serve.ts', import.meta.url));

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [serveEntry, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}`)));
  });
  return { child, url };
}

async function api(url: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${url}/api${path}`, { method, headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json();
}

describe('rendering survives a crash', () => {
  it('finishes the renders of a killed server after it restarts', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    const { customerKey: key } = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'));
    const [template] = await api(first.url, key, 'GET', '/templates');
    const campaign = await api(first.url, key, 'POST', '/campaigns', {
      name: 'Crash test',
      delivery_method: 'directMail',
      frequency: 'oneTime',
      product_id: template.version.product.id,
      template_id: template.id,
    });
    const data = Array.from({ length: 12 }, (_, i) => ({ firstName: `Reader${i}`, lastName: 'Test', address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } }));
    const created = await api(first.url, key, 'POST', '/recipients', { campaignId: campaign.id, data });
    expect(created).toHaveLength(12);
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const db = new Database(join(dataDir, 'inkpost.sqlite'), { readonly: true });
    const unfinished = (db.prepare("SELECT count(*) AS n FROM recipients WHERE render_status != 'rendered'").get() as { n: number }).n;
    db.close();
    expect(unfinished).toBeGreaterThan(0); // the kill really interrupted work

    const second = await startServer(dataDir);
    try {
      const deadline = Date.now() + 60_000;
      let rendered = 0;
      while (Date.now() < deadline) {
        const states = await Promise.all(created.map((r: { id: string }) => api(second.url, key, 'GET', `/recipients/${r.id}`)));
        rendered = states.filter((s) => s.is_rendered).length;
        if (rendered === created.length) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(rendered).toBe(created.length);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  }, 90_000);
});
