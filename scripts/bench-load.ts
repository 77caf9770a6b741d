// Load benchmark, over real HTTP on loopback:
//   npx node scripts/bench-load.ts [--clients 50] [--seconds 30] [--backlog 2000] [--no-workers]
// Starts a server of its own (the flags of npm run serve, render workers on unless
// --no-workers), queues a backlog of recipients so renders run in the background the
// whole time, then runs --clients concurrent clients for --seconds, each sending its
// next request as soon as the last is answered: half reads (a recipient, the campaign,
// the templates, in turn), half small posts (one recipient). Prints throughput, the
// median and p99 of every request and of each kind, and the server's peak resident memory.
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '30' }, backlog: { type: 'string', default: '2000' }, 'no-workers': { type: 'boolean', default: false } },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const backlog = Number(values.backlog);

const bench = await startBenchServer({ workers: !values['no-workers'] });
const { url, dataDir, process: server } = bench;
const key = bench.keys.customerKey;
const statusMb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server.pid ?? 0}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string }[] & { id: string }>;
};
const [template] = (await (await fetch(`${url}/api/templates`, { headers })).json()) as { id: string; version: { product: { id: string } } }[];
const campaign = await post('/api/campaigns', { name: 'Load', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id });
const person = (i: number) => ({ firstName: `Reader${i}`, lastName: 'Load', address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } });
const ids: string[] = [];
for (let offset = 0; offset < backlog; offset += 1000) {
  const created = await post('/api/recipients', { campaignId: campaign.id, data: Array.from({ length: Math.min(1000, backlog - offset) }, (_, i) => person(offset + i)) });
  ids.push(...created.map((r) => r.id));
}

const times = { read: [] as number[], post: [] as number[] };
let failures = 0;
let n = 0;
const reads = [() => `/api/recipients/${ids[n % ids.length]}`, () => `/api/campaigns/${campaign.id}`, () => '/api/templates'];
const deadline = performance.now() + seconds * 1000;
const started = performance.now();
async function client(index: number): Promise<void> {
  let turn = index;
  while (performance.now() < deadline) {
    const kind = turn++ % 2 === 0 ? 'read' : 'post';
    const t = performance.now();
    const res =
      kind === 'read'
        ? await fetch(`${url}${reads[n++ % reads.length]!()}`, { headers })
        : await fetch(`${url}/api/recipients`, { method: 'POST', headers, body: JSON.stringify({ campaignId: campaign.id, data: [person(backlog + n++)] }) });
    await res.arrayBuffer();
    if (!res.ok) failures += 1;
    times[kind].push(performance.now() - t);
  }
}
await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
const elapsed = (performance.now() - started) / 1000;

const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const all = [...times.read, ...times.post];
console.log(`${clients} clients for ${elapsed.toFixed(0)} s (half reads, half 1-recipient posts), render workers ${values['no-workers'] ? 'off' : `on with a backlog of ${backlog.toLocaleString('en')}`}:`);
console.log(`throughput ${(all.length / elapsed).toFixed(0)} requests/s (${all.length} requests, ${failures} not 2xx); every request median ${at(all, 0.5).toFixed(0)} ms, p99 ${at(all, 0.99).toFixed(0)} ms`);
console.log(`reads median ${at(times.read, 0.5).toFixed(0)} ms, p99 ${at(times.read, 0.99).toFixed(0)} ms; posts median ${at(times.post, 0.5).toFixed(0)} ms, p99 ${at(times.post, 0.99).toFixed(0)} ms`);
console.log(`server peak resident memory: ${statusMb('VmHWM').toFixed(0)} MB`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
