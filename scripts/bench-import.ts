// Recipient import benchmark: from a 100,000-row CSV chosen to every recipient stored.
//   npx node scripts/bench-import.ts [--rows 100000] [--batch 1000] [--no-workers]
// Generates the CSV, then in this process runs the modules the app's import uses
// (src-shared/recipient-import: Papa Parse streaming, the proposed mapping, the
// checks and duplicates, the batches and their journal) against a headless server
// of its own, over HTTP. The floor is Papa Parse alone parsing the same file in the
// same run. Prints both times, the ratio, where the time went, the peak resident memory
// of this process and of the server, and a second floor: the same recipients and their
// render jobs stored straight into SQLite in-process (scripts/import-bench-fixtures.ts).
// The same import through the UI: scripts/bench-import-ui.ts.
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiClient } from '#shared/api-client.ts';
import { analyseRows, rowsToSend } from '#shared/recipient-import/analyse.ts';
import { fingerprintOf } from '#shared/recipient-import/fingerprint.ts';
import { runImport } from '#shared/recipient-import/import-run.ts';
import type { KeyValueStore } from '#shared/recipient-import/journal.ts';
import { proposeMapping } from '#shared/recipient-import/mapping.ts';
import { parseCsv } from '#shared/recipient-import/parse-csv.ts';
import { startBenchServer } from './bench-server.ts';
import { generateCsv, papaParseMs, storageFloor } from './import-bench-fixtures.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, batch: { type: 'string', default: '1000' }, 'no-workers': { type: 'boolean', default: false } } });
const total = Number(values.rows);
const batchSize = Number(values.batch);

const dir = mkdtempSync(join(tmpdir(), 'inkpost-bench-import-'));
const file = join(dir, 'recipients.csv');
const bytes = generateCsv(file, total);
console.error(`generated ${total.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB`);

const bench = await startBenchServer({ workers: !values['no-workers'] });
const pid = bench.process.pid ?? 0;
const serverMb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const api = createApiClient({ baseUrl: bench.url, apiKey: bench.keys.customerKey });
const templates = await api.call('templatesList');
if (!templates.ok) throw new Error(templates.body.message);
const template = templates.body[0]!;
const campaign = await api.call('campaignsCreate', { body: { name: 'Import bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id } });
if (!campaign.ok) throw new Error(campaign.body.message);

// The floor: Papa Parse alone, streaming the same file, keeping nothing.
const floorMs = await papaParseMs(file);

// The import, stage by stage.
const memory = new Map<string, string>();
const store: KeyValueStore = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
const stages: [string, number][] = [];
const started = performance.now();
let t = started;
const sheet = await parseCsv(createReadStream(file));
stages.push(['parse (Papa Parse, rows kept)', performance.now() - t]);
t = performance.now();
const mapping = proposeMapping(sheet.headers);
const analysis = analyseRows(sheet.rows, mapping, 'skip');
const toSend = rowsToSend(sheet.rows.length, analysis, new Set(), 'skip');
stages.push(['map, check and find duplicates', performance.now() - t]);
t = performance.now();
const { result, journal } = await runImport({
  api,
  store,
  journal: {
    version: 1,
    campaignId: campaign.body.id,
    fingerprint: fingerprintOf({ name: 'recipients.csv', size: bytes, lastModified: 0 }, sheet.headers),
    mapping,
    fixes: {},
    excluded: [],
    choice: 'skip',
    batchSize,
    rowsSent: 0,
    sentThroughRow: -1,
    updatedAt: new Date().toISOString(),
  },
  rows: sheet.rows,
  rowsToSend: toSend,
  shouldStop: () => false,
  onProgress: (p) => {
    if (p.sent % 20000 === 0 && p.sent > 0) console.error(`  ${p.sent.toLocaleString('en')} sent, ${Math.round(p.rate).toLocaleString('en')} a second`);
  },
});
stages.push([`send in batches of ${batchSize.toLocaleString('en')} (POST /api/imports/{id}/batches)`, performance.now() - t]);
const importMs = performance.now() - started;
if (result.state !== 'done') throw new Error(`import ${result.state}: ${JSON.stringify(result)}`);
const stored = await api.call('campaignsGet', { params: { campaignId: campaign.body.id } });
if (!stored.ok || stored.body.metrics.total !== toSend.length) throw new Error(`expected ${toSend.length} recipients stored, the campaign has ${stored.ok ? stored.body.metrics.total : '?'}`);

console.log(`import of ${total.toLocaleString('en')} rows (${journal.rowsSent.toLocaleString('en')} stored, render workers ${values['no-workers'] ? 'off' : 'on'}): ${(importMs / 1000).toFixed(2)} s`);
for (const [stage, ms] of stages) console.log(`  ${stage}: ${(ms / 1000).toFixed(2)} s`);
console.log(`floor, Papa Parse alone on the same file: ${(floorMs / 1000).toFixed(2)} s`);
console.log(`ratio: ${(importMs / floorMs).toFixed(1)}x (target at most 3x)`);
console.log(`peak resident memory: importer ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, server ${serverMb('VmHWM').toFixed(0)} MB`);
// After the peak memory: this floor runs a core in this process.
const storage = await storageFloor(file, batchSize);
console.log(`storage floor, the same recipients and their render jobs stored with the server's code straight into SQLite (no HTTP, no checks), in transactions of ${batchSize.toLocaleString('en')}: ${(storage.ms / 1000).toFixed(2)} s (CPU ${(storage.cpuMs / 1000).toFixed(2)} s), ${(storage.ms / floorMs).toFixed(1)}x the parse floor; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
bench.process.kill('SIGTERM');
await new Promise((resolve) => bench.process.once('exit', resolve));
rmSync(bench.dataDir, { recursive: true, force: true });
rmSync(dir, { recursive: true, force: true });
