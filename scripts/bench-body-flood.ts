// Body flood benchmark, over real HTTP on loopback:
//   npx node scripts/bench-body-flood.ts [--clients 8] [--mb 300] [--keep-sending]
// Starts a server of its own (as npm run serve runs it), then, for each route and
// way of sending (streamed without a Content-Length, and with one), sends
// `clients` bodies of `mb` MB at once with no credential, and prints how far the
// server's resident memory rose above where it was before (sampled every 20 ms),
// the answers, how much of each body the client had sent when the connection
// closed (it closes on its answer; the server reads none of the body), and the load average. Goal (issue 26): at most 20 MB for 8 x 300 MB.
// --keep-sending: clients that ignore the answer and keep sending their (chunked) body until the
// server closes the connection (a hostile or careless client; issue 41): the server reads what
// it must to close without a reset, and no more. Also prints how long each connection stayed open.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { residentMb, settledMemory } from './bench-rss.ts';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '8' }, mb: { type: 'string', default: '300' }, 'keep-sending': { type: 'boolean', default: false } } });
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

/**
 * One chunked body of `mb` MB on a raw socket, written as fast as the connection takes it whatever
 * the server answers, until the server closes the connection (or the body is all sent).
 */
function floodRegardless(method: string, path: string, type: string): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true }); // sends on after the server's FIN
    let sent = 0;
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0) || 'no answer', sentMb: sent / chunk.length });
    socket.on('error', () => {}); // the server closed on the rest of the body: expected
    socket.on('close', done);
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const write = () => {
      while (sent < mb * chunk.length && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', write);
      }
      if (!socket.destroyed) socket.end('0\r\n\r\n');
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
  const results = await Promise.all(Array.from({ length: clients }, () => (values['keep-sending'] ? floodRegardless(method, path, type) : flood(method, path, type, withLength))));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const statuses = [...new Set(results.map((r) => String(r.status)))].join(', ');
  const through = results.reduce((sum, r) => sum + r.sentMb, 0) / results.length;
  console.log(
    `${label}, ${values['keep-sending'] ? 'streamed (chunked), sent on after the answer' : withLength ? 'with Content-Length' : 'streamed (chunked)'}: ${clients} x ${mb} MB, no credential: server RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB (rise ${(peak - before).toFixed(1)} MB), answers ${statuses}, ` +
      `${through.toFixed(0)} MB of each body sent before the connection closed, ${((performance.now() - started) / 1000).toFixed(1)} s (${load()})`,
  );
}

try {
  // Warm up the routes first: their first answer loads code the flood should not be charged for.
  for (let i = 0; i < 3; i++) {
    await fetch(`${bench.url}/_sandbox/state`, { method: 'PUT', body: 'x' });
    await fetch(`${bench.url}/api/attachments?campaignId=x`, { method: 'POST', headers: { 'Content-Type': 'application/pdf' }, body: 'x' });
  }
  for (const withLength of values['keep-sending'] ? [false] : [false, true]) {
    await round('PUT /_sandbox/state', 'PUT', '/_sandbox/state', 'application/octet-stream', withLength);
    await round('POST /api/attachments', 'POST', '/api/attachments?campaignId=x', 'application/pdf', withLength);
  }
  await settledMemory(pid);
  console.log(`server RSS after the floods, settled: ${rssMb().toFixed(0)} MB (${load()})`);
} finally {
  bench.process.kill('SIGTERM');
  await new Promise((resolve) => bench.process.once('exit', resolve));
  rmSync(bench.dataDir, { recursive: true, force: true });
}
