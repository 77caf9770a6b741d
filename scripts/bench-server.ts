// A headless server of the benchmarks' own: the built server (as npm run serve runs it), a fresh
// data folder, any free port, the flags of npm run serve (plus BENCH_NODE_FLAGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
// profile the server); resolves once it listens, with its URL and keys.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt } from './server-build-stamp.ts';
import { spawnBuiltServer } from './spawn-server.ts';

export interface BenchServer {
  url: string;
  dataDir: string;
  keys: { customerKey: string; partnerKey: string; teamId: string; adminToken: string };
  process: ChildProcess;
}

export async function startBenchServer(options: { workers?: boolean } = {}): Promise<BenchServer> {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-bench-'));
  const extraNodeFlags = (process.env['BENCH_NODE_FLAGS'] ?? '').split(' ').filter(Boolean);
  const args = ['--port', '0', '--data-dir', dataDir, ...(options.workers === false ? ['--no-workers'] : [])];
  const server = spawnBuiltServer(args, { stdio: ['ignore', 'pipe', 'inherit'], extraNodeFlags });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before it listened`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as BenchServer['keys'];
  return { url, dataDir, keys, process: server };
}
