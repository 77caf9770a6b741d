// POST /api/recipients benchmark, over real HTTP on loopback:
//   npx node scripts/bench-recipients.ts [--recipients 100000] [--no-workers]
// Posts the recipients in 1,000-recipient requests to a server of its own
// (npm run serve, a process of its own, render workers on unless --no-workers, so
// renders run beside the posts as they would for a user), and prints the median
// and p95 of a request and the server's peak resident memory (VmHWM) and its
// resident memory at the end, with what V8 says of its heap then.
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '100000' }, 'no-workers': { type: 'boolean', default: false } } });
const total = Number(values.recipients);
const BATCH = 1000;

const bench = await startBenchServer({ workers: !values['no-workers'] });
const { url, dataDir, process: server } = bench;
const key = bench.keys.customerKey;
const pid = server.pid ?? 0;
const statusMb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { id: string };
  if (!res.ok) throw new Error(JSON.stringify(json));
  return json;
};

const [template] = (await (await fetch(`${url}/api/templates`, { headers: { 'X-API-Key': key } })).json()) as { id: string; version: { product: { id: string } } }[];
const campaign = await post('/api/campaigns', { name: 'Bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id });
const batch = (offset: number) =>
  Array.from({ length: BATCH }, (_, i) => ({
    firstName: `Reader${offset + i}`,
    lastName: 'Bench',
    company: 'Acme',
    email: `reader${offset + i}@example.com`,
    address: { address1: `${i} Elm Street`, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    variables: { externalId: offset + i, tier: 'gold' },
    department: 'Sales',
  }));

const times: number[] = [];
const started = performance.now();
for (let b = 0; b < total / BATCH; b++) {
  const t = performance.now();
  await post('/api/recipients', { campaignId: campaign.id, data: batch(b * BATCH) });
  times.push(performance.now() - t);
  if ((b + 1) % 100 === 0) console.error(`  ${((b + 1) * BATCH).toLocaleString('en')} recipients, ${((performance.now() - started) / 1000).toFixed(0)} s, resident ${statusMb('VmRSS').toFixed(0)} MB, peak ${statusMb('VmHWM').toFixed(0)} MB`);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`POST /api/recipients with 1,000 recipients (${times.length} requests, workers ${values['no-workers'] ? 'off' : 'on'}): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
console.log(`server peak resident memory while taking ${total.toLocaleString('en')} recipients: ${statusMb('VmHWM').toFixed(0)} MB (at the end ${statusMb('VmRSS').toFixed(0)} MB: anonymous ${statusMb('RssAnon').toFixed(0)} MB, file-backed ${statusMb('RssFile').toFixed(0)} MB)`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
