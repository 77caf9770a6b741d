// The npm package's figures (docs/performance.md, "The npm package"): `npm run build` first, then
//   node scripts/bench-package.ts [starts]
// - the pack (scripts/pack.ts) and the tarball's size;
// - `npm install <tarball>` into an empty folder: time and installed size, without the bundled
//   browser and with it (`@sparticuz/chromium` beside it), with npm's cache as it is here (warm)
//   and with an empty cache (everything fetched from the registry: what a fresh CI machine pays);
// - the start: from `inkpost --port 0` to the first 200 of GET /healthz, `starts` times (default
//   5) on Node 24 and on Node 22, on fresh data folders, and on a data folder that exists.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { nodeBinary } from '../src-main/package/test-support/installed-package.ts';
import { quantile } from './bench-timing.ts';
import { pack } from './pack.ts';

const run = promisify(execFile);
const starts = Number(process.argv[2] ?? 5);
const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
}

async function installedMb(folder: string): Promise<number> {
  const { stdout } = await run('du', ['-sk', join(folder, 'node_modules')]);
  return Number(stdout.split('\t')[0]) / 1024;
}

/** `npm install` of these into a new empty folder; its wall time and the node_modules size. */
async function install(what: string[], cache: 'warm' | 'cold'): Promise<{ ms: number; mb: number; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'inkpost-bench-install-'));
  writeFileSync(join(folder, 'package.json'), '{ "name": "bench", "private": true }\n');
  const cacheArgs = cache === 'cold' ? ['--cache', join(folder, '.npm-cache')] : ['--prefer-offline'];
  const [, ms] = await timed(() => run('npm', ['install', ...what, ...cacheArgs, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder }));
  return { ms, mb: await installedMb(folder), folder };
}

/** Milliseconds from spawning `inkpost` to the first 200 of /healthz. */
async function startToHealthy(node: string, bin: string, dataDir: string): Promise<number> {
  const t = performance.now();
  const child = spawn(node, [bin, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    for (;;) {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url && (await fetch(`${url}/healthz`).catch(() => undefined))?.status === 200) return performance.now() - t;
      if (child.exitCode !== null) throw new Error(`inkpost exited ${child.exitCode}: ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(`load average before: ${load()}`);
const [tarball, packMs] = await timed(pack);
console.log(`pack: ${seconds(packMs)}, ${(statSync(tarball).size / 1e6).toFixed(1)} MB tarball`);

const chromium = '@sparticuz/chromium@147';
const installs: { label: string; what: string[]; cache: 'warm' | 'cold' }[] = [
  { label: 'without the browser, warm npm cache', what: [tarball], cache: 'warm' },
  { label: 'with the browser, warm npm cache', what: [tarball, chromium], cache: 'warm' },
  { label: 'without the browser, empty npm cache', what: [tarball], cache: 'cold' },
  { label: 'with the browser, empty npm cache', what: [tarball, chromium], cache: 'cold' },
];
let project = '';
for (const { label, what, cache } of installs) {
  const result = await install(what, cache);
  console.log(`install ${label}: ${seconds(result.ms)}, ${result.mb.toFixed(0)} MB in node_modules (load ${load()})`);
  if (!project) project = result.folder;
  else rmSync(result.folder, { recursive: true, force: true });
}

const bin = join(project, 'node_modules/inkpost/bin/inkpost.cjs');
for (const [label, node] of [['Node 24', process.execPath], ['Node 22', await nodeBinary('22')]] as const) {
  const fresh: number[] = [];
  const existing: number[] = [];
  const kept = join(project, `data-${label.replace(' ', '')}`);
  mkdirSync(kept);
  for (let i = 0; i < starts; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-data-'));
    fresh.push(await startToHealthy(node, bin, dataDir));
    rmSync(dataDir, { recursive: true, force: true });
    existing.push(await startToHealthy(node, bin, kept));
  }
  const summary = (times: number[]) => `median ${quantile(times, 0.5).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;
  console.log(`start to a ready /healthz on ${label} (${starts} starts): new data folder ${summary(fresh)}; existing data folder ${summary(existing)} (load ${load()})`);
}
rmSync(project, { recursive: true, force: true });
