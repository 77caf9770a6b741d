// Body flood benchmark, over real HTTP on loopback:
//   npx node scripts/bench-body-flood.ts [--clients 8] [--mb 300]
// Starts a server of its own (as npm run serve runs it), then, for each route and
// way of sending (streamed without a Content-Length, and with one), sends
// `clients` bodies of `mb` MB at once with no credential, and prints how far the
// server's resident memory rose above where it was before (sampled every 20 ms),
// the answers, how much of each body the client had sent when the connection
// closed (it closes on its answer; the server reads none of the body), and the load average. Goal (issue 26): at most 20 MB for 8 x 300 MB.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { residentMb, settledMemory } from './bench-rss.ts';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '8' }, mb: { type: 'string', default: '300' } } });
const clients = Number(values.clients);
const mb = Number(values.mb);

const bench = await startBenchServer();
const pid = bench.process.pid ?? 0;
const { port } = new URL(bench.url);
const rssMb = () => residentMb(pid);
const load = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`;
const chunk = Buffer.alloc(1024 * 1024, 0x61);

interface Sent {
  status: number | string;
  sentMb: number;
}

/** One body of `mb` MB, written as fast as the connection takes it, until the answer comes and the connection closes. */
function flood(method: string, path: string, type: string, withLength: boolean): Promise<Sent> {
  return new Promise((resolve) => {
    let status: number | string = 'no answer';
    let sent = 0;
    const headers: Record<string, string> = { 'Content-Type': type, ...(withLength ? { 'Content-Length': String(mb * chunk.length) } : { 'Transfer-Encoding': 'chunked' }) };
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
    });
    const done = () => resolve({ status, sentMb: sent / chunk.length });
    req.on('error', done); // the connection closed on the rest of the body: expected
    req.on('close', done);
    const write = () => {
      while (sent < mb * chunk.length) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function round(label: string, method: string, path: string, type: string, withLength: boolean): Promise<void> {
  await settledMemory(pid);
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: clients }, () => flood(method, path, type, withLength)));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const statuses = [...new Set(results.map((r) => String(r.status)))].join(', ');
  const through = results.reduce((sum, r) => sum + r.sentMb, 0) / results.length;
  console.log(
    `${label}, ${withLength ? 'with Content-Length' : 'streamed (chunked)'}: ${clients} x ${mb} MB, no credential: server RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB (rise ${(peak - before).toFixed(1)} MB), answers ${statuses}, ` +
      `${through.toFixed(0)} MB of each body sent before the connection closed, ${((performance.now() - started) / 1000).toFixed(1)} s (${load()})`,
  );
}

try {
  // Warm up the routes first: their first answer loads code the flood should not be charged for.
  for (let i = 0; i < 3; i++) {
    await fetch(`${bench.url}/_sandbox/state`, { method: 'PUT', body: 'x' });
    await fetch(`${bench.url}/api/attachments?campaignId=x`, { method: 'POST', headers: { 'Content-Type': 'application/pdf' }, body: 'x' });
  }
  for (const withLength of [false, true]) {
    await round('PUT /_sandbox/state', 'PUT', '/_sandbox/state', 'application/octet-stream', withLength);
    await round('POST /api/attachments', 'POST', '/api/attachments?campaignId=x', 'application/pdf', withLength);
  }
} finally {
  bench.process.kill('SIGTERM');
  await new Promise((resolve) => bench.process.once('exit', resolve));
  rmSync(bench.dataDir, { recursive: true, force: true });
}
