// POST /api/recipients benchmark, over real HTTP on loopback:
//   npx node scripts/bench-recipients.ts [--recipients 100000] [--no-workers]
// Posts the recipients in 1,000-recipient requests to a server of its own
// (npm run serve, a process of its own, render workers on unless --no-workers, so
// renders run beside the posts as they would for a user), and prints the median
// and p95 of a request and the server's peak resident memory (VmHWM) and its
// resident memory at the end, with what V8 says of its heap then.
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.ts';
import { BATCH, postRecipients } from './post-recipients.ts';

const { values } = parseArgs({ options: { recipients: { type: 'string', default: '100000' }, 'no-workers': { type: 'boolean', default: false } } });
const total = Number(values.recipients);

const bench = await startBenchServer({ workers: !values['no-workers'] });
const { url, dataDir, process: server } = bench;
const key = bench.keys.customerKey;
const pid = server.pid ?? 0;
const statusMb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const started = performance.now();
const times = await postRecipients({
  url,
  key,
  total,
  onBatch: (posted) => {
    if (posted % (100 * BATCH) === 0) console.error(`  ${posted.toLocaleString('en')} recipients, ${((performance.now() - started) / 1000).toFixed(0)} s, resident ${statusMb('VmRSS').toFixed(0)} MB, peak ${statusMb('VmHWM').toFixed(0)} MB`);
  },
});
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`POST /api/recipients with 1,000 recipients (${times.length} requests, workers ${values['no-workers'] ? 'off' : 'on'}): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
console.log(`server peak resident memory while taking ${total.toLocaleString('en')} recipients: ${statusMb('VmHWM').toFixed(0)} MB (at the end ${statusMb('VmRSS').toFixed(0)} MB: anonymous ${statusMb('RssAnon').toFixed(0)} MB, file-backed ${statusMb('RssFile').toFixed(0)} MB)`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
