// What `npm run serve` costs the user in memory, over every process the command started
// except npm itself (the shell npm runs the script in, the launcher, a build it started,
// the server with its threads):
//   npx node scripts/bench-footprint.ts [--recipients 1000000] [--rest-seconds 15]
// Starts `npm run serve -- --port 0 --data-dir <fresh>` as a user would, then prints the
// summed resident memory at rest (--rest-seconds after the server printed its UI link,
// render workers warmed up, no requests) and the peak while taking 100,000 and then
// --recipients recipients in 1,000-recipient posts (scripts/post-recipients.ts), the last
// figure including the 10 s after the last post (the held renders start), and ends
// the command with SIGINT to its process group, as Ctrl-C in a terminal does. Linux (/proc).
//   npx node scripts/bench-footprint.ts --cards 50 [--idle-seconds 60]
// instead renders `cards` cards (posts of 1,000 recipients, until every one is rendered)
// and prints the summed resident memory at the end, its peak, its median and 90th percentile
// over the render's samples (steadier than the peak from run to run), and every 15 s of the idle
// time after (issue 41: what a burst of work took is given back after 60 s idle; target 220 MB).
//   npx node scripts/bench-footprint.ts --cards 10000 --html appointment-reminder-a6-postcard
// renders the cards from a gallery starter as it is (published) instead of the default template
// (issue 44; composed campaign cards, docs/html-rendering.md): the server's processes (every one but the browser's) are summed as above, and
// Chromium's proportional share (PSS, /proc/<pid>/smaps_rollup, which shares its libraries and
// shared memory among its processes instead of counting them in each) is printed beside them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { postRecipients } from './post-recipients.ts';

const { values } = parseArgs({
  options: { recipients: { type: 'string', default: '1000000' }, 'rest-seconds': { type: 'string', default: '15' }, cards: { type: 'string' }, 'idle-seconds': { type: 'string', default: '60' }, html: { type: 'string' } },
});
const total = Number(values.recipients);
const CHECKPOINT = Math.min(100_000, total);
const AFTER_LAST_POST_MS = 10_000;

interface Seen {
  command: string;
  rssKb: number;
  /** The process's own peak (VmHWM), the last time it was read. */
  hwmKb: number;
}

function statusKb(pid: number, field: string): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // gone since the listing
  }
}

function parentOf(pid: string): number | undefined {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Every process below `root` (children, grandchildren, ...), not `root` itself. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const out: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').replace(/ --data-dir \S+/, ' --data-dir <tmp>');
  } catch {
    return '?';
  }
};

/** A process's proportional share of memory (PSS). */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The browser the server drives, and its helpers (renderer, GPU, zygote, crashpad): not the server's own memory. */
const isBrowser = (command: string) => /chrom|headless_shell/i.test(command.split(' ')[0] ?? '');

/**
 * Samples the command's processes every 100 ms: their summed resident memory and each one's own
 * peak, the browser's processes apart (their summed PSS, every second).
 */
function sampler(npm: ChildProcess) {
  const seen = new Map<number, Seen>();
  let peakSumKb = 0;
  let sumKb = 0;
  let browserPssKb = 0;
  let peakBrowserPssKb = 0;
  let ticks = 0;
  let sums: number[] = [];
  const sample = () => {
    sumKb = 0;
    const browser: number[] = [];
    for (const pid of descendants(npm.pid!)) {
      if (isBrowser(commandOf(pid))) {
        browser.push(pid);
        continue;
      }
      const rssKb = statusKb(pid, 'VmRSS');
      const hwmKb = statusKb(pid, 'VmHWM');
      if (rssKb === 0) continue;
      // An exec'd launcher keeps its pid: the command line tells the launcher and the server apart.
      seen.set(pid, { command: commandOf(pid), rssKb, hwmKb: Math.max(hwmKb, seen.get(pid)?.command === commandOf(pid) ? seen.get(pid)!.hwmKb : 0) });
      sumKb += rssKb;
    }
    peakSumKb = Math.max(peakSumKb, sumKb);
    sums.push(sumKb);
    if (ticks++ % 10 === 0 && browser.length > 0) {
      browserPssKb = browser.reduce((sum, pid) => sum + pssKb(pid), 0);
      peakBrowserPssKb = Math.max(peakBrowserPssKb, browserPssKb);
    }
  };
  const timer = setInterval(sample, 100);
  return {
    sample,
    stop: () => clearInterval(timer),
    /** The summed resident memory now. */
    now: () => (sample(), sumKb),
    /** The highest sampled sum since the last reset. */
    takePeak: () => {
      sample();
      const peak = peakSumKb;
      peakSumKb = sumKb;
      return peak;
    },
    /**
     * The median and the 90th percentile of the sums sampled since the last call: steadier than the
     * peak, which one sample makes (1,000-card runs of the same code peaked 347 and 368 MB).
     */
    takeSpread: () => {
      const sorted = sums.sort((a, b) => a - b);
      sums = [];
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { medianKb: at(0.5), p90Kb: at(0.9) };
    },
    /** Each live process's own peak, summed (an upper bound of the sum's peak: no sample can miss it); the browser's not counted. */
    hwmSum: (pids = descendants(npm.pid!).filter((pid) => !isBrowser(commandOf(pid)))) => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmHWM'), 0),
    /** The browser's summed PSS: now (last sample) and the highest since the last call. */
    browser: () => {
      const out = { nowKb: browserPssKb, peakKb: peakBrowserPssKb };
      peakBrowserPssKb = browserPssKb;
      return out;
    },
    seen,
  };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Renders `cards` cards (one post, then waits until each is rendered), then prints the memory every 15 s of the idle time after. */
async function renderCards(url: string, key: string, cards: number, samples: ReturnType<typeof sampler>): Promise<void> {
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, { method, headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the benchmark reads two fields
  };
  let [template] = await api('GET', '/api/templates');
  if (values.html) {
    const design = await api('POST', '/api/designs', { starter_id: values.html });
    template = await api('POST', `/api/designs/${design.id}/publish`, { name: values.html });
  }
  const campaign = await api('POST', '/api/campaigns', { name: 'Footprint', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id });
  // an appointment date among 12 (a merge field in the A6 reminder's HTML text: a page of its own each, issue 44)
  const data = Array.from({ length: cards }, (_, i) => ({ firstName: `Reader${i}`, lastName: 'Bench', address: { address1: `${i} Elm Street`, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' }, variables: { appointmentDate: `on ${(i % 12) + 1} March` } }));
  const started = performance.now();
  samples.takeSpread(); // from the first post on
  const stored: { id: string }[] = [];
  for (let at = 0; at < data.length; at += 1000) stored.push(...((await api('POST', '/api/recipients', { campaignId: campaign.id, data: data.slice(at, at + 1000) })) as { id: string }[])); // the API takes 5,000 a post
  for (const { id } of stored) while (!(await api('GET', `/api/recipients/${id}`)).is_rendered) await sleep(200);
  const browser = samples.browser();
  const spread = samples.takeSpread();
  console.log(
    `${cards} cards${values.html ? ` of ${values.html}` : ''} rendered in ${((performance.now() - started) / 1000).toFixed(1)} s: ${mb(samples.now())} (peak ${mb(samples.takePeak())}, each process's own peak summed ${mb(samples.hwmSum())}; while rendering, median ${mb(spread.medianKb)}, 90th percentile ${mb(spread.p90Kb)})` +
      `${browser.peakKb > 0 ? `; Chromium's PSS beside them ${mb(browser.nowKb)} (peak ${mb(browser.peakKb)})` : ''}, ${load()}`,
  );
  const idleSeconds = Number(values['idle-seconds']);
  for (let waited = 15; waited <= idleSeconds; waited += 15) {
    await sleep(15_000);
    console.log(`  ${waited} s idle after: ${mb(samples.now())}${waited === idleSeconds ? ' (target 220 MB)' : ''}, ${load()}`);
  }
}
const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;

/** Takes --recipients recipients in 1,000-recipient posts, printing the peak at 100,000 and at the end (with the 10 s after). */
async function takeRecipients(url: string, key: string, samples: ReturnType<typeof sampler>): Promise<void> {
  const started = performance.now();
  const report = (posted: number, target: number, after = '') => {
    const peak = samples.takePeak();
    console.log(`peak while taking ${posted.toLocaleString('en')} recipients${after}: ${mb(Math.max(peak, samples.hwmSum()))} (sampled sum ${mb(peak)}, each process's own peak summed ${mb(samples.hwmSum())}; target ${target} MB), ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()}`);
  };
  await postRecipients({
    url,
    key,
    total,
    onBatch: (posted) => {
      if (posted === CHECKPOINT && total > CHECKPOINT) report(posted, 300);
      else if (posted % 100_000 === 0) console.error(`  ${posted.toLocaleString('en')} recipients, ${((performance.now() - started) / 1000).toFixed(0)} s, resident ${mb(samples.now())}`);
    },
  });
  // Bulk posts hold the render backlog a moment: the renders (and the second render worker)
  // start after the last post, so the peak is taken until they run.
  await sleep(AFTER_LAST_POST_MS);
  report(total, total > CHECKPOINT ? 400 : 300, ` and the ${AFTER_LAST_POST_MS / 1000} s after`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-footprint-'));
const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', '--data-dir', dataDir], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
const samples = sampler(npm);

try {
  const url = await new Promise<string>((resolve, reject) => {
    npm.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)[^\n]*\nInkpost UI/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`npm run serve exited (${code}) before it listened:\n${output}`)));
  });
  const startPeak = samples.takePeak();
  await sleep(Number(values['rest-seconds']) * 1000); // the render workers warm up and the first retention sweep runs (10 s)
  const restKb = samples.now();
  const restPeak = samples.takePeak();
  console.log(`npm run serve, every process but npm (${load()}):`);
  for (const [pid, p] of samples.seen) console.log(`  pid ${pid}: ${p.command.slice(0, 120)}: resident ${mb(p.rssKb)}, own peak ${mb(p.hwmKb)}`);
  console.log(`  npm itself (not counted): resident ${mb(statusKb(npm.pid!, 'VmRSS'))}`);
  console.log(`at rest, ${values['rest-seconds']} s after start: ${mb(restKb)} (target 220 MB; sampled peak while starting ${mb(Math.max(startPeak, restPeak))})`);

  const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string };
  if (values.cards !== undefined) await renderCards(url, keys.customerKey, Number(values.cards), samples);
  else await takeRecipients(url, keys.customerKey, samples);
} finally {
  samples.stop();
  process.kill(-npm.pid!, 'SIGINT'); // Ctrl-C: the terminal signals the command's whole process group
  const code = await exited;
  const closed = /SIGINT received, closing/.test(output);
  console.log(`SIGINT to the command's process group: npm exited ${code}; the server ${closed ? 'closed cleanly' : 'did not report closing'}`);
  rmSync(dataDir, { recursive: true, force: true });
}
