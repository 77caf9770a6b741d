// Render on demand beside a backlog, over real HTTP on loopback:
//   npx node scripts/bench-render-on-demand.ts [--backlog 100000] [--seconds 60] [--previews 12]
// Starts a server of its own (npm run serve, render workers on), queues a backlog of
// postcard recipients in 1,000-recipient posts, then for --seconds counts the
// recipients the backlog renders (the backlog's throughput, recipients a minute) while
// now and then it adds one more recipient and asks for its preview at once (the time
// to the preview PNG is the on-demand figure: the render runs ahead of the backlog).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { backlog: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '60' }, previews: { type: 'string', default: '12' } } });
const backlog = Number(values.backlog);
const seconds = Number(values.seconds);
const previews = Number(values.previews);

const bench = await startBenchServer();
const { url, dataDir, process: server } = bench;
const key = bench.keys.customerKey;
const db = new Database(join(dataDir, 'inkpost.sqlite'), { readonly: true });
const rendered = () => db.prepare("SELECT count(*) FROM recipients WHERE render_status = 'rendered'").pluck().get() as number;
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string }[] & { id: string }>;
};
const [template] = (await (await fetch(`${url}/api/templates`, { headers: { 'X-API-Key': key } })).json()) as { id: string; version: { product: { id: string; name?: string } } }[];
const campaign = await post('/api/campaigns', { name: 'Bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id });
const person = (i: number) => ({ firstName: `Reader${i}`, lastName: 'Bench', address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } });

const queuing = performance.now();
for (let offset = 0; offset < backlog; offset += 1000) {
  await post('/api/recipients', { campaignId: campaign.id, data: Array.from({ length: Math.min(1000, backlog - offset) }, (_, i) => person(offset + i)) });
}
console.error(`  queued ${backlog.toLocaleString('en')} recipients in ${((performance.now() - queuing) / 1000).toFixed(0)} s`);

const waits: number[] = [];
const startCount = rendered();
const start = performance.now();
const gapMs = (seconds * 1000) / (previews + 1);
for (let i = 0; i < previews; i++) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (i + 1) * gapMs - performance.now())));
  const [created] = await post('/api/recipients', { campaignId: campaign.id, data: [person(backlog + i)] });
  const t = performance.now();
  const res = await fetch(`${url}/api/recipients/${created!.id}/preview?type=postcard`, { headers: { 'X-API-Key': key } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`preview: ${res.status}`);
  waits.push(performance.now() - t);
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + seconds * 1000 - performance.now())));
const minutes = (performance.now() - start) / 60_000;
const done = rendered() - startCount - previews;

waits.sort((a, b) => a - b);
const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!;
console.log(`template product: ${template!.version.product.name ?? template!.version.product.id}; backlog ${backlog.toLocaleString('en')} recipients, ${seconds} s measured`);
console.log(`one recipient's preview asked for during the backlog (POSTed, then GET .../preview): median ${at(0.5).toFixed(0)} ms, max ${waits.at(-1)!.toFixed(0)} ms (${waits.length} previews)`);
console.log(`backlog throughput: ${(done / minutes).toFixed(0)} recipients a minute (${done} rendered in ${(minutes * 60).toFixed(0)} s, previews not counted)`);
db.close();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
