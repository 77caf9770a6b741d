/**
 * Benchmarks the webhook dispatcher: deliveries per second it sustains to a local
 * receiver (node:http on 127.0.0.1 in a worker thread, answering 204 and verifying
 * every signature with HMAC-SHA256 and a constant-time compare),
 * end to end from the SQLite outbox to the recorded attempt. Bounded: it stores
 * N qr_code.scanned events up front, starts the dispatcher, and stops once all N
 * are delivered (or after a minute).
 *
 *   npx node scripts/bench-webhooks.ts [deliveries=5000] [concurrency=16]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '#core/wiring/create-core.ts';
import { countDeliveriesByStatus } from '#core/db/webhook-deliveries-repo.ts';
import { silentLogger } from '#core/base/logger.ts';
import { emitWebhookEvent } from '#core/webhooks/emit-event.ts';
import { Worker } from 'node:worker_threads';

const N = Number(process.argv[2] ?? 5000);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const LIMIT_MS = 60_000;

// The receiver runs on its own thread so its HTTP parsing does not share the dispatcher's event loop.
const RECEIVER = `
const { createServer } = require('node:http');
const { createHmac, timingSafeEqual } = require('node:crypto');
const { parentPort } = require('node:worker_threads');
let secret = '';
let bad = 0;
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const ts = req.headers['x-scribeless-timestamp'];
    const expected = createHmac('sha256', secret).update(Buffer.concat([Buffer.from(ts + '.'), body])).digest();
    const given = Buffer.from(String(req.headers['x-scribeless-signature']).slice(7), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || Math.abs(Date.now() / 1000 - Number(ts)) > 300) bad += 1;
    res.writeHead(204);
    res.end();
  });
});
parentPort.on('message', (m) => {
  if (m.secret) secret = m.secret;
  if (m.report) parentPort.postMessage({ bad });
  if (m.close) { server.close(); server.closeAllConnections(); parentPort.close(); }
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

function ask<T>(worker: Worker, message?: unknown): Promise<T> {
  return new Promise((resolve) => {
    worker.once('message', resolve);
    if (message) worker.postMessage(message);
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-webhooks-'));
  const core = createCore({ dataDir, logger: silentLogger, allowPrivateWebhooks: true, webhooks: { concurrency: CONCURRENCY, pollMs: 100 } });
  const receiver = new Worker(RECEIVER, { eval: true });
  const { port } = await ask<{ port: number }>(receiver);
  try {
    const created = await core.app.request('/api/webhooks', {
      method: 'POST',
      headers: { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_type: 'qr_code.scanned', url: `http://127.0.0.1:${port}/hook` }),
    });
    receiver.postMessage({ secret: ((await created.json()) as { secret: string }).secret });

    core.context.db.transaction(() => {
      for (let i = 0; i < N; i += 1) {
        emitWebhookEvent(core.context, core.keys.teamId, 'qr_code.scanned', {
          scan_id: `scan-${i}`,
          scanned_at: new Date().toISOString(),
          user_agent: 'bench',
          recipient_id: `rec-${i}`,
          campaign_id: 'camp-1',
          slot_id: 'front-qr',
          destination: 'https://example.com/',
        });
      }
    })();

    const started = performance.now();
    await core.listen(0); // starts the dispatcher
    while (countDeliveriesByStatus(core.context.db, 'delivered') < N && performance.now() - started < LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const delivered = countDeliveriesByStatus(core.context.db, 'delivered');
    const { bad: badSignatures } = await ask<{ bad: number }>(receiver, { report: true });
    console.log(`webhook deliveries: ${delivered}/${N} in ${seconds.toFixed(2)} s = ${Math.round(delivered / seconds)} deliveries/s (concurrency ${CONCURRENCY}, local receiver, ${badSignatures} bad signatures)`);
    if (delivered < N || badSignatures > 0) process.exitCode = 1;
  } finally {
    await core.close();
    receiver.postMessage({ close: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
