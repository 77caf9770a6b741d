/**
 * Recipient import through the UI: from choosing a 100,000-row CSV in the Campaigns page
 * to every recipient stored, in Chromium driving the built UI against a headless server
 * of its own (render workers on, as a user has them; --no-workers to leave them off).
 * The "user" clicks each button the moment it can be clicked: Next on the columns, Import
 * once the rows are checked. In the same run it prints the two floors: Papa Parse alone
 * parsing the same file, and the same recipients and their render jobs stored straight
 * into SQLite with the server's code (scripts/import-bench-fixtures.ts), and the load
 * average beside each figure. Target (issue 28): at most 15 s.
 *
 *   npx node scripts/bench-import-ui.ts [--rows 100000] [--no-workers] [--page-profile page.cpuprofile]
 * (--page-profile writes a CPU profile of the page from Import to the end, for Chrome's DevTools;
 * --server-profile-dir has the server write its own, of the whole run, when it stops; --trace
 * writes Chromium's trace of the same stretch; --screenshot takes the page two seconds into the import.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { openUiLink, startHeadlessServer } from '../e2e/headless-server.ts';
import { chromiumPath } from '../playwright.config.ts';
import { generateCsv, papaParseMs, storageFloor } from './import-bench-fixtures.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, 'no-workers': { type: 'boolean', default: false }, 'page-profile': { type: 'string' }, 'server-profile-dir': { type: 'string' }, trace: { type: 'string' }, screenshot: { type: 'string' } } });
const total = Number(values.rows);
const batchSize = 1000;
const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** CPU seconds a process has used (user + system), from /proc. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The page's main-thread time (Chromium's own counters): tasks, of which script, layout and style. */
async function pageMetrics(page: Page): Promise<() => Promise<Record<string, number>>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  return async () => {
    const after = await read();
    return Object.fromEntries(['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map((k) => [k, ((after[k] ?? 0) - (before[k] ?? 0)) * 1000]));
  };
}

const dir = mkdtempSync(join(tmpdir(), 'inkpost-bench-import-ui-'));
const file = join(dir, 'recipients.csv');
const bytes = generateCsv(file, total);
console.error(`generated ${total.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB`);

if (values['server-profile-dir']) process.env['NODE_OPTIONS'] = `--cpu-prof --cpu-prof-dir=${values['server-profile-dir']}`;
const server = await startHeadlessServer(values['no-workers'] ? ['--no-workers'] : []);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const headers = { 'Content-Type': 'application/json', 'X-API-Key': server.keys.customerKey };
  const [template] = (await (await fetch(`${server.baseUrl}/api/templates`, { headers })).json()) as { id: string; version: { product: { id: string } } }[];
  const campaign = (await (await fetch(`${server.baseUrl}/api/campaigns`, { method: 'POST', headers, body: JSON.stringify({ name: 'Import bench', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id }) })).json()) as { id: string };

  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // The first page renders the starter designs' thumbnails on the server (Chromium, seconds of CPU): the import waits
  // until the page has had no request in flight (the event stream aside) for a second, as a user does not import in the app's first seconds.
  const inFlight = new Set<unknown>();
  page.on('request', (r) => !r.url().includes('/_sandbox/events') && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await openUiLink(page, server);
  for (let quiet = 0, waited = 0; quiet < 4 && waited < 480; waited++) {
    await page.waitForTimeout(250);
    quiet = inFlight.size === 0 ? quiet + 1 : 0;
  }
  await page.getByTestId('nav-campaigns').click();
  await page.getByTestId('csv-file').waitFor({ state: 'attached' });
  // Which requests the page makes while importing: the batches, and every other read.
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
    requests.set(`${request.method()} ${path}`, (requests.get(`${request.method()} ${path}`) ?? 0) + 1);
  });
  const metrics = await pageMetrics(page);
  const loadBefore = load();
  const serverCpu = processCpuMs(server.pid);

  const started = performance.now();
  await page.getByTestId('csv-file').setInputFiles(file);
  const next = page.getByTestId('mapping-next');
  await next.waitFor({ timeout: 120_000 });
  const read = performance.now();
  await next.click();
  const importButton = page.getByTestId('import-recipients');
  await page.waitForFunction(() => {
    const button = (globalThis as unknown as { document: { querySelector(s: string): { disabled: boolean } | null } }).document.querySelector('[data-testid="import-recipients"]');
    return button !== null && !button.disabled;
  }, undefined, { timeout: 120_000, polling: 50 });
  const checked = performance.now();
  const serverCpuAtImport = processCpuMs(server.pid);
  const profiler = values['page-profile'] ? await page.context().newCDPSession(page) : undefined;
  if (profiler) await profiler.send('Profiler.enable').then(() => profiler.send('Profiler.start'));
  if (values.trace) await browser.startTracing(page, { path: values.trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await importButton.click();
  if (values.screenshot) {
    await page.getByTestId('import-progress').waitFor();
    await page.waitForTimeout(2000); // well into the import
    await page.screenshot({ path: values.screenshot });
    // What keeps the page painting meanwhile: its running animations.
    const animations = await page.evaluate(() => (globalThis as unknown as { document: { getAnimations(): { animationName?: string; effect: { target: { className: string } | null } | null }[] } }).document.getAnimations().map((a) => `${a.animationName ?? '?'} on .${a.effect?.target?.className ?? '?'}`));
    console.log(`  animations running two seconds into the import: ${animations.length === 0 ? 'none' : [...new Set(animations)].join(', ')}`);
  }
  await page.getByTestId('campaign-message').filter({ hasText: 'Imported' }).waitFor({ timeout: 600_000 });
  const done = performance.now();
  if (values.trace) await browser.stopTracing();
  if (profiler) writeFileSync(values['page-profile']!, JSON.stringify((await profiler.send('Profiler.stop')).profile));
  const serverCpuMs = processCpuMs(server.pid) - serverCpuAtImport;
  const page_ = await metrics();
  const loadAfter = load();

  const stored = (await (await fetch(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json()) as { metrics: { total: number } };
  if (stored.metrics.total !== total) throw new Error(`expected ${total} recipients stored, the campaign has ${stored.metrics.total}`);

  const uiMs = done - started;
  console.log(`Import through the UI, ${total.toLocaleString('en')} rows (${(bytes / 1e6).toFixed(1)} MB CSV), batches of ${batchSize.toLocaleString('en')}, render workers ${values['no-workers'] ? 'off' : 'on'}:`);
  console.log(`  chosen to all stored: ${seconds(uiMs)}  (target 15 s; ${loadBefore} before, ${loadAfter} after)`);
  console.log(`    read (file chosen to the Columns step): ${seconds(read - started)}`);
  console.log(`    checked (Next to Import enabled): ${seconds(checked - read)}`);
  console.log(`    stored (Import to "Imported ..."): ${seconds(done - checked)}; the server's CPU meanwhile ${seconds(serverCpuMs)} (of which before: ${seconds(serverCpuAtImport - serverCpu)})`);
  const serverPeakMb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  console.log(`  the server's peak resident memory (VmHWM, the server process alone): ${serverPeakMb.toFixed(0)} MB`);
  console.log(`  the page's main thread, whole run: tasks ${seconds(page_['TaskDuration']!)} (script ${seconds(page_['ScriptDuration']!)}, layout ${seconds(page_['LayoutDuration']!)}, style ${seconds(page_['RecalcStyleDuration']!)})`);
  console.log(`  requests the page made: ${[...requests].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  // The server's time per route while importing, from its request log.
  const logged = (await (await fetch(`${server.baseUrl}/_sandbox/request-log?limit=1000`, { headers: { Authorization: `Bearer ${server.keys.adminToken}` } })).json()) as { route: string | null; durationMs: number }[];
  const byRoute = new Map<string, { n: number; ms: number }>();
  for (const entry of logged) {
    const sum = byRoute.get(entry.route ?? '?') ?? { n: 0, ms: 0 };
    byRoute.set(entry.route ?? '?', { n: sum.n + 1, ms: sum.ms + entry.durationMs });
  }
  console.log(`  the server's time per route (request log, from request to answer): ${[...byRoute].sort((a, b) => b[1].ms - a[1].ms).map(([r, { n, ms }]) => `${r} ${n} x ${(ms / n).toFixed(0)} ms = ${seconds(ms)}`).join('; ')}`);
  await page.close();

  const parseMs = await papaParseMs(file);
  const parseLoad = load();
  const floor = await storageFloor(file, batchSize);
  const floorLoad = load();
  console.log(`  parse floor, Papa Parse alone on the same file: ${seconds(parseMs)} (${parseLoad}); the UI's figure is ${(uiMs / parseMs).toFixed(1)}x it`);
  console.log(`  storage floor, the same recipients and render jobs stored with the server's code, no HTTP, transactions of ${batchSize.toLocaleString('en')}: ${seconds(floor.ms)} (CPU ${seconds(floor.cpuMs)}; ${floorLoad}); the UI's figure is ${(uiMs / floor.ms).toFixed(1)}x it`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
