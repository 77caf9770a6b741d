// Renders one sample recipient for each product into a folder, to look at:
//   npx node scripts/sample-documents.ts [outDir]
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTS } from '#shared/products.ts';
import { createCore } from '#core/wiring/create-core.ts';
import { documentsOf } from '#core/db/documents-repo.ts';
import { silentLogger } from '#core/base/logger.ts';

const outDir = process.argv[2] ?? 'sample-documents';
mkdirSync(outDir, { recursive: true });
const core = createCore({ dataDir: mkdtempSync(join(tmpdir(), 'inkpost-samples-')), logger: silentLogger });
const key = core.keys.customerKey;

async function post<T = { id: string }>(path: string, body: unknown): Promise<T> {
  const res = await core.app.request(path, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

for (const product of PRODUCTS) {
  const template = await post('/api/templates', { product_id: product.id, name: `${product.name} sample` });
  const campaign = await post('/api/campaigns', {
    name: `${product.name} sample`,
    delivery_method: 'directMail',
    frequency: 'oneTime',
    product_id: product.id,
    template_id: template.id,
    include_envelope: product.supportsEnvelope,
    stamp_on_envelope: true,
    return_address: { first_name: 'Dana', last_name: 'Demo', company: 'Demo Customer Co', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
  });
  const [recipient] = await post<{ id: string }[]>('/api/recipients', {
    campaignId: campaign.id,
    data: { firstName: 'Margaret', lastName: 'Hamilton', company: 'Apollo Guidance', address: { address1: '42 Orchard Lane', city: 'Cambridge', state: 'MA', postalCode: '02139', country: 'US' } },
  });
  await core.context.jobs.drain();
  const docs = documentsOf(core.context.db, recipient!.id);
  for (const { src } of docs) copyFileSync(join(core.context.storageDir, src), join(outDir, `${product.key}-${src.split('/').pop()}`));
}
console.log(`Wrote samples of ${PRODUCTS.length} products to ${outDir}`);
await core.close();
