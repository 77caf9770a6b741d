import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { apiCall, type ServerProcess, startServerProcess } from '../test-support/server-process.ts';
import { tempDir } from '../test-support/test-core.ts';

// kill -9 of a real server process in the middle of 1,000-recipient posts and of
// renders, then a restart on the same data folder: no partial batch, the keys
// unchanged, every accepted recipient present with its render queued, SQLite
// intact, and every render that was queued finished.
const BATCH = 1000;
const person = (batch: number, i: number) => ({ firstName: `Reader${i}`, lastName: `Batch${batch}`, address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a post is cut by the kill: points the test observes, never a guess of how long the server takes. */
type KillPoint = 'half the body sent' | 'the body sent' | 'the answer begun';

/**
 * Posts a batch and kills the server at the given point of the exchange. Answers the status the
 * client got (0 when the connection was cut before an answer).
 */
function postAndKillAt(server: ServerProcess, key: string, body: string, point: KillPoint): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL('/api/recipients', server.url);
    let status = 0;
    const req = request(url, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      status = res.statusCode ?? 0;
      if (point === 'the answer begun') void server.crash();
      res.resume();
      res.on('end', () => resolve(status));
      res.on('error', () => resolve(status));
      res.on('close', () => resolve(status));
    });
    req.on('error', () => resolve(status));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => {
      if (point === 'half the body sent') void server.crash().then(() => resolve(0));
      else req.end(body.slice(half), () => point === 'the body sent' && void server.crash());
    });
  });
}

function inspect(dataDir: string, campaignId = '') {
  const db = new Database(join(dataDir, 'inkpost.sqlite'), { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }) as string,
      perBatch: new Map((db.prepare('SELECT last_name AS batch, count(*) AS n FROM recipients GROUP BY last_name').all() as { batch: string; n: number }[]).map((r) => [r.batch, r.n])),
      withoutJob: (db.prepare("SELECT count(*) AS n FROM recipients r WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.subject_id = r.id AND j.type = 'render-recipient')").get() as { n: number }).n,
      unrendered: (db.prepare("SELECT count(*) AS n FROM recipients WHERE campaign_id = ? AND render_status != 'rendered'").get(campaignId) as { n: number }).n,
      unfinishedJobs: (db.prepare("SELECT count(*) AS n FROM jobs WHERE status IN ('queued', 'running')").get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

async function setUp(dataDir: string, args: string[]) {
  const server = await startServerProcess(dataDir, args, { built: true });
  const keys = readFileSync(join(dataDir, 'keys.json'), 'utf8');
  const { customerKey: key } = JSON.parse(keys) as { customerKey: string };
  const [template] = (await apiCall(server.url, key, 'GET', '/templates')).body;
  const created = await apiCall(server.url, key, 'POST', '/campaigns', { name: 'Crash', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id });
  return { server, keys, key, campaignId: created.body.id as string };
}

describe('kill -9 of the server process', () => {
  it('during 1,000-recipient posts: no partial batch, every accepted recipient present with its render queued, keys unchanged', async () => {
    const dataDir = tempDir();
    const setup = await setUp(dataDir, ['--no-workers']);
    const { keys, key, campaignId } = setup;
    let server = setup.server;
    const batchBody = (batch: number) => JSON.stringify({ campaignId, data: Array.from({ length: BATCH }, (_, i) => person(batch, i)) });
    const accepted: number[] = [];
    let interrupted = 0;
    const points: KillPoint[] = ['half the body sent', 'the body sent', 'the body sent', 'the answer begun', 'half the body sent'];
    for (const [index, point] of points.entries()) {
      const batch = index + 1;
      const status = await postAndKillAt(server, key, batchBody(batch), point);
      if (status === 200) accepted.push(batch);
      else interrupted++;
      if (point === 'the answer begun') expect(status, 'killed once its answer had begun').toBe(200);
      server = await startServerProcess(dataDir, ['--no-workers'], { built: true });
    }
    expect(interrupted).toBeGreaterThan(0); // the kills really cut requests short
    expect((await apiCall(server.url, key, 'POST', '/recipients', JSON.parse(batchBody(6)))).status).toBe(200);
    accepted.push(6);
    await server.crash();

    const state = inspect(dataDir);
    expect(state.integrity).toBe('ok');
    for (let batch = 1; batch <= 6; batch++) {
      const stored = state.perBatch.get(`Batch${batch}`) ?? 0;
      expect([batch, stored === 0 || stored === BATCH]).toEqual([batch, true]);
      if (accepted.includes(batch)) expect([batch, stored]).toEqual([batch, BATCH]);
    }
    expect(state.withoutJob).toBe(0); // every stored recipient has its render queued

    server = await startServerProcess(dataDir, ['--no-workers'], { built: true });
    try {
      expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe(keys);
      expect((await apiCall(server.url, key, 'GET', '/auth/whoami')).status).toBe(200);
      const listed = await apiCall(server.url, key, 'GET', `/campaigns/${campaignId}`);
      expect(listed.body.metrics.total).toBe([...state.perBatch.values()].reduce((a, b) => a + b, 0));
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('during renders: every queued render finishes after the restart, with its documents', async () => {
    const dataDir = tempDir();
    const setup = await setUp(dataDir, ['--no-workers']);
    const { keys, key, campaignId } = setup;
    let server = setup.server;
    const created = await apiCall(server.url, key, 'POST', '/recipients', { campaignId, data: Array.from({ length: 16 }, (_, i) => person(7, i)) });
    expect(created.status).toBe(200);
    await server.stop();
    server = await startServerProcess(dataDir, [], { built: true }); // workers on: the queue renders
    const deadline = Date.now() + 60_000;
    // Killed as soon as the first render is seen stored: 15 more need several rounds of the two workers.
    while (inspect(dataDir, campaignId).unrendered === 16 && Date.now() < deadline) await sleep(10);
    await server.crash();
    const midway = inspect(dataDir, campaignId);
    expect(midway.unrendered).toBeGreaterThan(0);
    expect(midway.unrendered).toBeLessThan(16);
    expect(midway.integrity).toBe('ok');

    server = await startServerProcess(dataDir, [], { built: true });
    try {
      while (inspect(dataDir).unfinishedJobs > 0 && Date.now() < deadline + 60_000) await sleep(250);
      const after = inspect(dataDir, campaignId);
      expect(after.unfinishedJobs).toBe(0);
      expect(after.unrendered).toBe(0);
      for (const r of created.body as { id: string }[]) {
        const fetched = await apiCall(server.url, key, 'GET', `/recipients/${r.id}`);
        expect(fetched.body.is_rendered).toBe(true);
        expect(fetched.body.documents.map((d: { format: string }) => d.format).sort()).toEqual(['pdf', 'preview', 'preview']);
      }
      expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe(keys);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
