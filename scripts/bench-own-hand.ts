// "Your own hand" benchmarks (issue 31), on a server over real HTTP on loopback:
//   npx node scripts/bench-own-hand.ts [runs] [--sheets]
// 1. A 300 dpi A4 scan (the template filled in, as a scanner's JPEG, 2480 x 3508) to a stored
//    hand: POST /api/hands, `runs` times (target <= 10 s on 2 cores); then the same scan as a
//    further sheet of that stored hand, POST /api/hands/{id}/sheets, `runs` times (issue 45:
//    target <= 10 s). With --sheets, only this part.
// 2. The first note in a new hand against the first note in a built-in hand that no render
//    worker has loaded yet (Arthur) and in the default hand (loaded at start), each on a
//    fresh server, then a second note in each.
// 3. The same two at library level, with the CPU time beside the wall time (each first note in a process of its own)
//    (render workers run at a lower priority, so on a busy machine their wall time says little).
// Prints the load average beside every figure: the machine may be shared.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createCore } from '#core/wiring/create-core.ts';
import { silentLogger } from '#core/base/logger.ts';
import { filledSheetScan } from '#core/test-support/filled-hand-sheet.ts';
import { registerOwnHand, renderHandwritingPng } from '#core/engine/handwriting/index.ts';
import { buildHand } from '#core/engine/own-hand/hand-build.ts';
import { scanHand } from '#core/engine/own-hand/scan-hand.ts';

const NOTE = (n: number) => `<p>Dear Sam ${n},</p><p>Thank you so much for the lovely flowers,<br>they brightened the whole week.</p><p>With love, Anna</p>`;

// A child process renders one first note (fresh caches, fonts and canvas), prints wall and CPU ms as JSON.
if (process.argv[2] === '--first-note') {
  const [family, otf] = process.argv.slice(3);
  if (family === 'own') registerOwnHand({ key: 'hand:bench:1', name: 'Mine', otf: readFileSync(otf!), fallback: 'Stafford' });
  const c = process.cpuUsage();
  const t = performance.now();
  await renderHandwritingPng({ content: NOTE(1), fontFamily: (family === 'own' ? 'hand:bench:1' : family) as 'Arthur' }, 'a');
  const u = process.cpuUsage(c);
  console.log(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));
  process.exit(0);
}

const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const SHEETS_ONLY = process.argv.includes('--sheets');
const load = () => `load average ${loadavg().map((x) => x.toFixed(2)).join(', ')}`;

async function scannerJpeg(): Promise<Buffer> {
  const png = await loadImage(await filledSheetScan(300));
  const canvas = createCanvas(png.width, png.height);
  canvas.getContext('2d').drawImage(png, 0, 0);
  return canvas.encode('jpeg', 90);
}

async function server() {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-hand-'));
  const core = createCore({ dataDir, logger: silentLogger });
  const { url } = await core.listen(0);
  await core.context.documents.warmUp();
  const key = core.keys.customerKey;
  return {
    url,
    async makeHand(bytes: Buffer, name: string): Promise<{ ms: number; id: string }> {
      const form = new FormData();
      form.append('name', name);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'scan.jpg');
      const t = performance.now();
      const res = await fetch(`${url}/api/hands`, { method: 'POST', headers: { 'X-API-Key': key }, body: form });
      const body = (await res.json()) as { id: string; message?: string };
      if (res.status !== 201) throw new Error(`POST /api/hands answered ${res.status}: ${body.message}`);
      return { ms: performance.now() - t, id: body.id };
    },
    async addSheet(id: string, bytes: Buffer): Promise<number> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'sheet.jpg');
      const t = performance.now();
      const res = await fetch(`${url}/api/hands/${id}/sheets`, { method: 'POST', headers: { 'X-API-Key': key }, body: form });
      const body = (await res.json()) as { message?: string };
      if (res.status !== 200) throw new Error(`POST /api/hands/${id}/sheets answered ${res.status}: ${body.message}`);
      return performance.now() - t;
    },
    async note(fontFamily: string, n: number): Promise<number> {
      const t = performance.now();
      const res = await fetch(`${url}/api/generate/png`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify({ content: NOTE(n), fontFamily }) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`POST /api/generate/png answered ${res.status}`);
      return performance.now() - t;
    },
    async close() {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const scan = await scannerJpeg();
console.log(`scan: 300 dpi A4, ${(scan.length / 1024 / 1024).toFixed(1)} MB JPEG; ${load()}`);
{
  const s = await server();
  let id = '';
  for (let i = 0; i < RUNS; i++) {
    const made = await s.makeHand(scan, `Bench ${i}`);
    id = made.id;
    console.log(`POST /api/hands (300 dpi A4 scan to a stored hand): ${(made.ms / 1000).toFixed(2)} s (target <= 10 s); ${load()}`);
  }
  for (let i = 0; i < RUNS; i++) {
    const ms = await s.addSheet(id, scan);
    console.log(`POST /api/hands/{id}/sheets (a 300 dpi A4 sheet to the stored hand, its sheet ${i + 2}): ${(ms / 1000).toFixed(2)} s (target <= 10 s); ${load()}`);
  }
  await s.close();
}
if (SHEETS_ONLY) process.exit(0);

// first notes, each on a fresh server (fresh render workers)
for (const kind of ['own hand', 'Arthur (built-in, not loaded)', 'Stafford (built-in, loaded at start)'] as const) {
  const s = await server();
  let family: string = kind.split(' ')[0]!;
  if (kind === 'own hand') {
    await s.makeHand(scan, 'Mine');
    family = 'Mine';
  }
  const first = await s.note(family, 1);
  const second = await s.note(family, 2);
  console.log(`first note in ${kind}: ${first.toFixed(0)} ms, second ${second.toFixed(0)} ms; ${load()}`);
  await s.close();
}

// library level: wall and CPU time in this process
const cpu = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
  const c = process.cpuUsage();
  const t = performance.now();
  const out = await fn();
  const used = process.cpuUsage(c);
  console.log(`${what}: wall ${(performance.now() - t).toFixed(0)} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms; ${load()}`);
  return out;
};
let built;
for (let i = 0; i < RUNS; i++) {
  built = await cpu('library: scan + trace + font (300 dpi A4)', async () => {
    const read = await scanHand([{ bytes: scan, filename: 'scan.jpg' }]);
    return buildHand('Mine', read.cells, read.dpi);
  });
}
// first notes at library level, each in a fresh process (fonts, shapes, canvas and PNG runs not yet made)
const otf = join(mkdtempSync(join(tmpdir(), 'inkpost-bench-otf-')), 'mine.otf');
writeFileSync(otf, built!.otf);
for (const family of ['own', 'Arthur', 'Stafford']) {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--first-note', family, otf], { encoding: 'utf8' });
  const { wall, cpu } = JSON.parse(out.trim().split('\n').pop()!) as { wall: number; cpu: number };
  console.log(`library, fresh process: first note in ${family === 'own' ? 'the own hand' : family}: wall ${wall.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms; ${load()}`);
}
