// Render throughput on the server's two render workers (issue 33), over real HTTP on loopback:
//   npx node scripts/bench-render-throughput.ts [--recipients 2000] [--html-recipients 200] [--floor 400]
//     [--starter appointment-reminder-a6-postcard,event-invitation-a5-postcard] [--dates 12] [--hog 300] [--browser-whole 200]
// --starter: the HTML campaigns are of these gallery starters as they are (POST /api/designs with
// starter_id, published), one campaign each, instead of the studio's new-design card. Each recipient
// has its own name and address (handwritten) and its own Smart QR codes, and an appointmentDate (a
// merge field in the A6 reminder's HTML text) out of --dates values; each campaign prints how many
// cards the browser rendered whole instead of composing them (read back from the stored PDFs).
// --hog N: N recipients of each HTML campaign again (a new one) under a CPU hog of one busy thread a
// core (cpu-hog.ts; the render workers run at a lower priority than the hog, as under any other load).
// --browser-whole N: N recipients of the same starters again on a server whose campaign cards are all
// rendered whole by the browser (--whole-html-cards, the path before issue 44), same run.
// Starts the built server (npm run serve's flags, render workers on), posts --recipients
// recipients to a campaign of the default template (A6 postcard: PDF + 2 previews) in
// 1,000-recipient posts and waits until none is queued; then the same for a campaign of an
// HTML-sided design (the studio's starter postcard, published). Prints documents a minute,
// the server's CPU time a card (every thread, Chromium included) and the load average.
// Floor, same run: the same cards' documents rendered by a pool of two render workers in this
// process, with nothing else (no HTTP, SQLite, queue or storage), before and after the server.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { storageFile } from '#core/policy/storage.ts';
import { createDocumentPool } from '#core/engine/documents/document-pool.ts';
import { startBenchServer } from './bench-server.ts';
import { startCpuHog } from './cpu-hog.ts';
import { postcardDocumentsInput } from './postcard-documents-input.ts';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '2000' },
    'html-recipients': { type: 'string', default: '200' },
    floor: { type: 'string', default: '400' },
    starter: { type: 'string' },
    dates: { type: 'string', default: '12' },
    'browser-whole': { type: 'string' },
    hog: { type: 'string' },
  },
});
const starters = values.starter ? values.starter.split(',') : [];
const dates = Number(values.dates);
const count = Number(values.recipients);
const htmlCount = Number(values['html-recipients']);
const floorCount = Number(values.floor);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const TICK_MS = 10; // /proc's clock ticks (USER_HZ 100 on Linux)

function ticksOf(statFile: string): { ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // ended meanwhile
  }
}

/**
 * CPU time (ms) of the server by thread kind (the event loop, the worker threads: two render
 * workers and the request log's writer, V8's helpers, the rest) and of its child processes
 * (Chromium), from /proc.
 */
function cpuMs(root: number): Record<string, number> {
  const out: Record<string, number> = { 'event loop': 0, 'worker threads': 0, 'V8 helpers': 0, other: 0, children: 0 };
  for (const tid of readdirSync(`/proc/${root}/task`)) {
    const t = ticksOf(`/proc/${root}/task/${tid}/stat`);
    if (!t) continue;
    const comm = readFileSync(`/proc/${root}/task/${tid}/comm`, 'utf8').trim();
    const kind = comm === 'MainThread' ? 'event loop' : comm === 'WorkerThread' ? 'worker threads' : comm.startsWith('V8') ? 'V8 helpers' : 'other';
    out[kind]! += t.ticks * TICK_MS;
  }
  const procs = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) procs.set(Number(name), ticksOf(`/proc/${name}/stat`) ?? { ppid: 0, ticks: 0 });
  for (const [pid, s] of procs) {
    if (pid === root) continue;
    for (let p = s.ppid; p > 1; p = procs.get(p)?.ppid ?? 0) {
      if (p === root) {
        out['children']! += s.ticks * TICK_MS;
        break;
      }
    }
  }
  return out;
}

const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);

const person = (i: number) => ({
  firstName: `Reader${i}`,
  lastName: 'Bench',
  address: { address1: `${i} Elm St`, city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
  variables: { appointmentDate: `on ${(i % dates) + 1} March` },
});

async function floorRun(cards: number, offset: number): Promise<{ perMinute: number; cpuMsACard: number }> {
  const pool = createDocumentPool({ size: 2 });
  await pool.warmUp();
  const input = postcardDocumentsInput('floor');
  await Promise.all([pool.documents(input(-1)), pool.documents(input(-2))]);
  const cpu = process.cpuUsage();
  const t = performance.now();
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < cards) await pool.documents(input(offset + next++));
    }),
  );
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  await pool.close();
  return { perMinute: (cards / wall) * 60_000, cpuMsACard: (used.user + used.system) / 1000 / cards };
}

interface Server {
  dataDir: string;
  server: ChildProcess;
  db: Database.Database;
  call: (method: string, path: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a benchmark reads a few fields of known answers
}

async function startServer(): Promise<Server> {
  const bench = await startBenchServer();
  const key = bench.keys.customerKey;
  return {
    dataDir: bench.dataDir,
    server: bench.process,
    db: new Database(join(bench.dataDir, 'inkpost.sqlite'), { readonly: true }),
    async call(method, path, body) {
      const res = await fetch(`${bench.url}${path}`, { method, headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
  };
}

async function stopServer({ db, server, dataDir }: Server): Promise<void> {
  db.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** A campaign's cards the browser rendered whole: a composed card's pages draw the browser's page as the form /IkBg (compose-card.ts). */
function wholeInBrowser({ db, dataDir }: Server, campaignId: string): { cards: number; whole: number } {
  const srcs = db.prepare("SELECT d.src FROM documents d JOIN recipients r ON r.id = d.recipient_id WHERE r.campaign_id = ? AND d.format = 'pdf' AND d.type != 'envelope'").pluck().all(campaignId) as string[];
  const whole = srcs.filter((src) => !readFileSync(storageFile(join(dataDir, 'storage'), src)).includes('/IkBg ')).length;
  return { cards: srcs.length, whole };
}

async function throughput({ db, server, call }: Server, label: string, templateId: string, productId: string, n: number, offset: number): Promise<string> {
  const campaign = await call('POST', '/api/campaigns', { name: label, delivery_method: 'directMail', frequency: 'oneTime', product_id: productId, template_id: templateId });
  // one card first, so the fonts and the browser are warm before the clock starts
  await call('POST', '/api/recipients', { campaignId: campaign.id, data: [person(offset - 1)] });
  const queued = db.prepare("SELECT count(*) FROM recipients WHERE campaign_id = ? AND render_status = 'queued'").pluck();
  const failed = db.prepare("SELECT count(*) FROM recipients WHERE campaign_id = ? AND render_status = 'failed'").pluck();
  while ((queued.get(campaign.id) as number) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const loadBefore = load();
  const cpu0 = cpuMs(server.pid!);
  const t = performance.now();
  for (let done = 0; done < n; done += 1000) {
    await call('POST', '/api/recipients', { campaignId: campaign.id, data: Array.from({ length: Math.min(1000, n - done) }, (_, i) => person(offset + done + i)) });
  }
  while ((queued.get(campaign.id) as number) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const wall = performance.now() - t;
  const cpu1 = cpuMs(server.pid!);
  const byKind = Object.entries(cpu1)
    .map(([kind, ms]) => [kind, ms - cpu0[kind]!] as const)
    .filter(([, ms]) => ms > 0)
    .map(([kind, ms]) => `${kind} ${(ms / n).toFixed(1)}`)
    .join(', ');
  const bad = failed.get(campaign.id) as number;
  console.log(
    `${label}: ${n.toLocaleString('en')} recipients posted and rendered in ${(wall / 1000).toFixed(1)} s: ${((n / wall) * 60_000).toFixed(0)} documents a minute; ` +
      `server CPU ${((total(cpu1) - total(cpu0)) / n).toFixed(1)} ms a card (${byKind}); load average ${loadBefore} -> ${load()}${bad ? `; ${bad} FAILED` : ''}`,
  );
  return campaign.id as string;
}

const floors: { perMinute: number; cpuMsACard: number }[] = [];
if (floorCount > 0) floors.push(await floorRun(floorCount / 2, 0));

const main = await startServer();
const templates = await main.call('GET', '/api/templates');
const template = templates[0] as { id: string; version: { product: { id: string } } };
if (count > 0) await throughput(main, 'default template (A6 postcard, PDF + 2 previews)', template.id, template.version.product.id, count, 0);

if (floorCount > 0) floors.push(await floorRun(floorCount / 2, floorCount));
if (floors.length > 0) {
  const perMinute = floors.reduce((s, f) => s + f.perMinute, 0) / floors.length;
  const cpu = floors.reduce((s, f) => s + f.cpuMsACard, 0) / floors.length;
  console.log(`floor (the same documents from 2 render workers in-process, nothing else, ${floorCount} cards before and after): ${perMinute.toFixed(0)} documents a minute, CPU ${cpu.toFixed(1)} ms a card; load average ${load()}`);
}

/** A published template of a gallery starter as it is, or of the studio's new-design card. */
async function htmlTemplate(server: Server, starter: string | undefined): Promise<{ id: string; productId: string }> {
  const design = await server.call('POST', '/api/designs', starter ? { starter_id: starter } : { name: 'Bench HTML', product_key: 'a6_postcard' });
  const published = await server.call('POST', `/api/designs/${design.id}/publish`, { name: `Bench ${starter ?? 'HTML'}` });
  return { id: published.id, productId: published.version.product.id };
}

async function htmlRun(server: Server, starter: string | undefined, way: string, n = htmlCount): Promise<void> {
  const t = await htmlTemplate(server, starter);
  const label = `${starter ? `gallery starter ${starter}` : 'HTML-sided design (studio starter A6 postcard)'}, ${way} (PDF + 2 previews)`;
  const campaignId = await throughput(server, label, t.id, t.productId, n, 100_000);
  const { cards, whole } = wholeInBrowser(server, campaignId);
  console.log(`  ${whole} of ${cards} cards rendered whole by the browser (the fallback${way.startsWith('composed') ? '' : ', here the rule'})`);
}

if (htmlCount > 0) {
  for (const starter of starters.length > 0 ? starters : [undefined]) await htmlRun(main, starter, 'composed');
  if (values.hog) {
    const stopHog = startCpuHog();
    for (const starter of starters.length > 0 ? starters : [undefined]) await htmlRun(main, starter, `composed, under a CPU hog of ${availableParallelism()} busy threads`, Number(values.hog));
    await stopHog();
  }
}
await stopServer(main);

if (values['browser-whole']) {
  process.env['INKPOST_WHOLE_HTML_CARDS'] = '1'; // the server below renders every campaign card whole in the browser (--whole-html-cards)
  const whole = await startServer();
  for (const starter of starters.length > 0 ? starters : [undefined]) await htmlRun(whole, starter, 'rendered whole by the browser (--whole-html-cards)', Number(values['browser-whole']));
  await stopServer(whole);
}
