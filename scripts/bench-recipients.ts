// POST /api/recipients benchmark (issue 4), over real HTTP on loopback:
//   npx node scripts/bench-recipients.ts
// Prints the median time of a 1,000-recipient request and the server's resident
// memory after 100,000 recipients. Render workers are off so the figures are the
// API's own (validation, storage, queueing one render job per recipient).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../src-main/core/create-core.ts';
import { silentLogger } from '../src-main/core/logger.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-'));
const core = createCore({ dataDir, logger: silentLogger, workers: false });
const { url } = await core.listen(0);
const key = core.keys.customerKey;
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { id: string };
  if (!res.ok) throw new Error(JSON.stringify(json));
  return json;
};

const [template] = (await (await fetch(`${url}/api/templates`, { headers: { 'X-API-Key': key } })).json()) as { id: string; version: { product: { id: string } } }[];
const campaign = await post('/api/campaigns', { name: 'Bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id });
const batch = (offset: number) =>
  Array.from({ length: 1000 }, (_, i) => ({
    firstName: `Reader${offset + i}`,
    lastName: 'Bench',
    company: 'Acme',
    email: `reader${offset + i}@example.com`,
    address: { address1: `${i} Elm Street`, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    variables: { externalId: offset + i, tier: 'gold' },
    department: 'Sales',
  }));

const times: number[] = [];
for (let b = 0; b < 100; b++) {
  const t = performance.now();
  await post('/api/recipients', { campaignId: campaign.id, data: batch(b * 1000) });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const rssMb = process.memoryUsage().rss / 1024 / 1024;
const count = (core.context.db.prepare('SELECT count(*) AS n FROM recipients').get() as { n: number }).n;
console.log(`POST /api/recipients with 1,000 recipients: median ${times[50]!.toFixed(1)} ms, p95 ${times[95]!.toFixed(1)} ms (100 requests)`);
console.log(`server resident memory after ${count.toLocaleString('en')} recipients: ${rssMb.toFixed(0)} MB`);
await core.close();
rmSync(dataDir, { recursive: true, force: true });
