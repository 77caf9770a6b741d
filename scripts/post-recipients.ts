// Posts recipients to a server in 1,000-recipient requests, as the recipient benchmarks do
// (scripts/bench-recipients.ts, scripts/bench-footprint.ts): one one-time campaign on the
// demo team's template, then POST /api/recipients batch after batch; resolves with each
// request's time in milliseconds.

export const BATCH = 1000;

export interface PostRecipientsOptions {
  url: string;
  key: string;
  total: number;
  /** Called after each batch with how many recipients are stored so far. */
  onBatch?: (posted: number) => void;
}

function batch(offset: number) {
  return Array.from({ length: BATCH }, (_, i) => ({
    firstName: `Reader${offset + i}`,
    lastName: 'Bench',
    company: 'Acme',
    email: `reader${offset + i}@example.com`,
    address: { address1: `${i} Elm Street`, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    variables: { externalId: offset + i, tier: 'gold' },
    department: 'Sales',
  }));
}

export async function postRecipients({ url, key, total, onBatch }: PostRecipientsOptions): Promise<number[]> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { id: string };
    if (!res.ok) throw new Error(JSON.stringify(json));
    return json;
  };
  const [template] = (await (await fetch(`${url}/api/templates`, { headers: { 'X-API-Key': key } })).json()) as { id: string; version: { product: { id: string } } }[];
  const campaign = await post('/api/campaigns', { name: 'Bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id });
  const times: number[] = [];
  for (let b = 0; b < total / BATCH; b++) {
    const t = performance.now();
    await post('/api/recipients', { campaignId: campaign.id, data: batch(b * BATCH) });
    times.push(performance.now() - t);
    onBatch?.((b + 1) * BATCH);
  }
  return times;
}
