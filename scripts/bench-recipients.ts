// POST /api/recipients benchmark (issue 4), over real HTTP on loopback:
//   npx node scripts/bench-recipients.ts
// Prints the median time of a 1,000-recipient request and the server's resident
// memory after 100,000 recipients. The server is its own process (npm run serve)
// started with --no-workers, so the figures are the API's own (validation,
// storage, queueing one render job per recipient), not the renders'.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-'));
const server = spawn(process.execPath, [fileURLToPath(new URL('../src-main/core/serve.ts', import.meta.url)), '--port', '0', '--data-dir', dataDir, '--no-workers'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (http:\S+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
});
const key = (JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string }).customerKey;
const statusMb = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
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
const pid = server.pid ?? 0;
console.log(`POST /api/recipients with 1,000 recipients: median ${times[50]!.toFixed(1)} ms, p95 ${times[95]!.toFixed(1)} ms (100 requests)`);
console.log(
  `server resident memory after 100,000 recipients: ${statusMb(pid, 'VmRSS').toFixed(0)} MB (anonymous ${statusMb(pid, 'RssAnon').toFixed(0)} MB, file-backed ${statusMb(pid, 'RssFile').toFixed(0)} MB, shared ${statusMb(pid, 'RssShmem').toFixed(0)} MB)`,
);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
