import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { apiCall, startServerProcess } from '../test-support/server-process.ts';
import { tempDir } from '../test-support/test-core.ts';

async function api(url: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  return (await apiCall(url, key, method, path, body)).body;
}

describe('rendering survives a crash', () => {
  it('finishes the renders of a killed server after it restarts', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess(dataDir, [], { built: true });
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
    await first.crash();

    const db = new Database(join(dataDir, 'inkpost.sqlite'), { readonly: true });
    const unfinished = (db.prepare("SELECT count(*) AS n FROM recipients WHERE render_status != 'rendered'").get() as { n: number }).n;
    db.close();
    expect(unfinished).toBeGreaterThan(0); // the kill really interrupted work

    const second = await startServerProcess(dataDir, [], { built: true });
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
      await second.stop();
    }
  }, 90_000);
});
