// startInkpost(): the server for a test suite (a Playwright fixture, a vitest globalSetup), on a
// free port and a temporary data folder by default; stop() ends the server and removes that folder.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { serverCommand, spawnServer } from '#core/start/server-launch.ts';
import { serverEntry, unsupportedNode } from './package-paths.ts';

export interface StartInkpostOptions {
  /** The data folder; by default a new temporary folder, removed by stop(). */
  dataDir?: string;
  /** An exported state file (GET /_sandbox/state) to seed a new data folder with (the server's --state). */
  state?: string;
  /** One of the sandbox's seed scenarios to seed a new data folder with (the server's --scenario). */
  scenario?: string;
  /** The port; by default 0, a free one. */
  port?: number;
  /** The Chrome or Chromium that renders HTML (by default the first found: see the README). */
  chromium?: string;
  /** More flags of `inkpost serve`, e.g. ['--no-workers']. */
  args?: readonly string[];
}

/** The keys of the data folder (keys.json). */
export interface InkpostKeys {
  partnerKey: string;
  customerKey: string;
  teamId: string;
  adminToken: string;
}

export interface RunningInkpost {
  /** The base URL, e.g. http://127.0.0.1:41234 (the API is under /api). */
  url: string;
  keys: InkpostKeys;
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes the temporary data folder. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 15_000;

function startArgs(options: StartInkpostOptions, dataDir: string): string[] {
  const args = ['--port', String(options.port ?? 0), '--data-dir', dataDir];
  if (options.state !== undefined) args.push('--state', options.state);
  if (options.scenario !== undefined) args.push('--scenario', options.scenario);
  return [...args, ...(options.args ?? [])];
}

/** Resolves with the base URL once the server says it listens; rejects with its last output when it exits first. */
function listening(child: ChildProcess): Promise<string> {
  const lastLines: string[] = [];
  const keep = (line: string) => lastLines.splice(0, Math.max(0, lastLines.push(line) - 20));
  createInterface({ input: child.stderr! }).on('line', keep);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code, signal) => reject(new Error(`Inkpost exited before it listened (${signal ?? `exit code ${code}`}):\n${lastLines.join('\n')}`)));
    child.once('error', reject);
  });
}

/** Waits until GET /healthz answers 200: the database and the workers are ready. */
async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Inkpost exited with code ${child.exitCode} before it was ready`);
    const res = await fetch(`${url}/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startInkpost(options: StartInkpostOptions = {}): Promise<RunningInkpost> {
  const tooOld = unsupportedNode();
  if (tooOld) throw new Error(tooOld);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'inkpost-start-'));
  const env = options.chromium === undefined ? process.env : { ...process.env, INKPOST_CHROMIUM: options.chromium };
  const child = spawnServer(serverCommand(serverEntry(), startArgs(options, dataDir), [], env), { stdio: ['ignore', 'pipe', 'pipe'] });
  // A test runner that exits without stop() still takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listening(child);
    await healthy(url, child);
    const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as InkpostKeys;
    return { url, keys, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
