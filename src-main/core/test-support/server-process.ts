import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { spawnBuiltServer } from '#scripts/spawn-server.ts';

const serveEntry = fileURLToPath(new URL('../start/serve.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** kill -9: no clean-up of any kind, as a crash or a power cut. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The headless server as a real process on a free port, once it says it listens: serve.ts as
 * it is, or with `built` the built server as npm run serve runs it (scripts/spawn-server.ts).
 */
export async function startServerProcess(dataDir: string, extraArgs: string[] = [], options: { built?: boolean } = {}): Promise<ServerProcess> {
  const args = ['--port', '0', '--data-dir', dataDir, ...extraArgs];
  const stdio: ['ignore', 'pipe', 'inherit'] = ['ignore', 'pipe', 'inherit'];
  const child = options.built ? spawnBuiltServer(args, { stdio }) : spawn(process.execPath, [serveEntry, ...args], { stdio });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return { child, url, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A JSON API call; a connection cut by a crash answers status 0. */
export async function apiCall(url: string, key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  try {
    const res = await fetch(`${url}/api${path}`, { method, headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  } catch {
    return { status: 0, body: undefined };
  }
}
