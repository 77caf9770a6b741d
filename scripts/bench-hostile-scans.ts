// Hostile scans benchmark, over real HTTP on loopback (issue 41, point 2):
//   npx node scripts/bench-hostile-scans.ts [--after 30]
// Starts a server of its own (as npm run serve runs it), then sends POST /api/hands each of the
// issue's scan bombs, one at a time and then three at once, and prints the server's resident
// memory before, at its peak (sampled every 20 ms), right after the answer and `after` seconds
// later, with the answer, and the load average. Before issue 41 the server rose from 153 MB to
// 2,224 MB on the first bomb and kept it; the goal is that no bomb costs more than a real scan.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { filledSheetScan } from '#core/test-support/filled-hand-sheet.ts';
import { pdfInflateBomb, pdfManyPages, pdfObjectStreamBomb, pngBomb, truncatedJpeg } from '#core/test-support/hostile-scans.ts';
import { residentMb, settledMemory } from './bench-rss.ts';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { after: { type: 'string', default: '30' } } });
const afterSeconds = Number(values.after);

interface Scan {
  label: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
const load = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`;
const pause = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

console.log('Making the files...');
const scans: Scan[] = [
  { label: 'a PDF whose 10 x 10 image stream unpacks to 1 GiB', filename: 'bomb.pdf', type: 'application/pdf', bytes: await pdfInflateBomb() },
  { label: 'a PDF whose object stream unpacks to 1 GiB (not in the issue)', filename: 'objects.pdf', type: 'application/pdf', bytes: await pdfObjectStreamBomb() },
  { label: 'a PDF of 500 pages sharing a 1-megapixel image', filename: 'pages.pdf', type: 'application/pdf', bytes: await pdfManyPages(500) },
  { label: 'a 30000 x 30000 PNG', filename: 'huge.png', type: 'image/png', bytes: await pngBomb(30_000) },
  { label: 'a truncated JPEG claiming 20000 x 20000', filename: 'cut.jpg', type: 'image/jpeg', bytes: await truncatedJpeg(20_000) },
];
const realScan: Scan = { label: 'for comparison: a real scan of the filled-in template (200 dpi PNG)', filename: 'sheet.png', type: 'image/png', bytes: await filledSheetScan(200) };

const bench = await startBenchServer();
const pid = bench.process.pid ?? 0;
const rssMb = () => residentMb(pid);

async function upload(scan: Scan, name: string): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(scan.bytes)], { type: scan.type }), scan.filename);
  const res = await fetch(`${bench.url}/api/hands`, { method: 'POST', headers: { 'X-API-Key': bench.keys.customerKey }, body: form });
  const body = (await res.json()) as { message?: string; name?: string };
  return `${res.status} ${body.message ?? `(hand "${body.name}" made)`}`;
}

let run = 0;
async function round(label: string, sent: Scan[]): Promise<void> {
  await settledMemory(pid);
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const answers = await Promise.all(sent.map((scan) => upload(scan, `Hand ${++run}`)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const right = rssMb();
  peak = Math.max(peak, right);
  await pause(afterSeconds * 1000);
  console.log(`${label} (${sent.map((s) => mb(s.bytes.length)).join(' + ')}): server RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB, ${right.toFixed(0)} MB right after, ${rssMb().toFixed(0)} MB ${afterSeconds} s later; ${seconds.toFixed(1)} s (${load()})`);
  for (const answer of new Set(answers)) console.log(`    answer: ${answer}`);
}

try {
  console.log(`Server started: RSS ${rssMb().toFixed(0)} MB`);
  await round('warm-up: the first scan the server reads', [realScan]);
  for (const scan of scans) await round(scan.label, [scan]);
  const named = (filename: string) => scans.find((scan) => scan.filename === filename)!;
  await round('three at once (the 1 GiB image stream, the 500 pages and the PNG)', [named('bomb.pdf'), named('pages.pdf'), named('huge.png')]);
  await round(realScan.label, [realScan]);
} finally {
  bench.process.kill('SIGTERM');
  await new Promise((resolve) => bench.process.once('exit', resolve));
  rmSync(bench.dataDir, { recursive: true, force: true });
}
