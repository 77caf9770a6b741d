// Render benchmarks (issue 5), on a warm server over real HTTP on loopback:
//   npx node scripts/bench-render.ts
// Prints the PNG endpoint's median and p95 for a 5-line note at 100 x 100 mm, on a transparent
// and on a coloured background, beside the floor measured in the same run, alternating with
// them (encoding a blank 1181 x 1181 canvas to PNG with the same library), the median time to render one recipient's documents, and
// recipients rendered per minute with both cores busy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { createCore } from '#core/wiring/create-core.ts';
import { silentLogger } from '#core/base/logger.ts';
import { quantile, timeRuns } from './bench-timing.ts';

const NOTE = '<p>Dear Sam,</p><p>Thank you so much for the lovely flowers,<br>they brightened the whole week.<br>The kitchen still smells of roses.</p><p>With love, Anna</p>';
const RUNS = 40;

const ms = (x: number) => `${x.toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-'));
const core = createCore({ dataDir, logger: silentLogger });
const { url } = await core.listen(0);
const key = core.keys.customerKey;
const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

// floor and endpoint runs alternate, so both see the same load on a shared machine
const floor: number[] = [];
const endpoint: number[] = [];
const coloured: number[] = [];
let n = 0;
const renderOnce = async (backgroundColor?: string) => {
  const res = await post('/api/generate/png', { content: NOTE.replace('Sam', `Sam ${n++}`), backgroundColor }); // distinct notes: no caching
  if (res.headers.get('content-type') !== 'image/png') throw new Error(`generate/png answered ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};
const CREAM = '#fbf4e4';
const encodeBlank = async () => createCanvas(1181, 1181).encode('png');
for (let i = 0; i < 10; i++) await renderOnce(i % 2 ? CREAM : undefined); // warm-up: fonts load and the first variants of each glyph are built
for (let i = 0; i < 3; i++) await encodeBlank();
for (let i = 0; i < RUNS; i++) {
  floor.push(...(await timeRuns(encodeBlank, 1)));
  endpoint.push(...(await timeRuns(() => renderOnce(), 1)));
  coloured.push(...(await timeRuns(() => renderOnce(CREAM), 1)));
}
console.log(`POST /api/generate/png (5-line note, 100 x 100 mm): median ${ms(quantile(endpoint, 0.5))}, p95 ${ms(quantile(endpoint, 0.95))}`);
console.log(`floor (blank 1181 x 1181 canvas to PNG):          median ${ms(quantile(floor, 0.5))}, p95 ${ms(quantile(floor, 0.95))}`);
console.log(`the same note on a ${CREAM} background:       median ${ms(quantile(coloured, 0.5))}, p95 ${ms(quantile(coloured, 0.95))}`);
console.log(`endpoint median / floor median: transparent ${(quantile(endpoint, 0.5) / quantile(floor, 0.5)).toFixed(2)}, coloured ${(quantile(coloured, 0.5) / quantile(floor, 0.5)).toFixed(2)} (target <= 1.0, issue 33)`);

const [template] = (await (await fetch(`${url}/api/templates`, { headers: { 'X-API-Key': key } })).json()) as { id: string; version: { product: { id: string } } }[];
const campaign = (await (await post('/api/campaigns', { name: 'Bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id })).json()) as { id: string };
const person = (i: number) => ({ firstName: `Reader${i}`, lastName: 'Bench', address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' } });

let i = 0;
const single = await timeRuns(async () => {
  await post('/api/recipients', { campaignId: campaign.id, data: person(i++) });
  await core.context.jobs.drain();
}, 15, 3);
console.log(`one recipient's documents (A6 postcard: PDF + 2 previews): median ${ms(quantile(single, 0.5))}`);

const batch = 60;
await post('/api/recipients', { campaignId: campaign.id, data: Array.from({ length: batch }, (_, k) => person(1000 + k)) });
const t = performance.now();
await core.context.jobs.drain();
const perMinute = (batch / (performance.now() - t)) * 60_000;
console.log(`recipients rendered per minute (${batch} queued, 2 workers): ${perMinute.toFixed(0)}`);

await core.close();
rmSync(dataDir, { recursive: true, force: true });
