import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY } from '#scripts/server-build-stamp.ts';
import { spawnBuiltServer } from '#scripts/spawn-server.ts';
import { seedWarmStarters } from './warm-starters-seed.ts';

export interface DemoKeys {
  partnerKey: string;
  customerKey: string;
  teamId: string;
  adminToken: string;
}

export interface RunningServer {
  baseUrl: string;
  /** The browser UI's one-time link (second start-up line): opening it sets the session that reads the keys. */
  uiUrl: string;
  dataDir: string;
  keys: DemoKeys;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  stop(): Promise<void>;
}


/** A headless server process of its own, on a free port and a fresh data folder. */
export async function startHeadlessServer(extraArgs: string[] = []): Promise<RunningServer> {
  // the built server, as npm run serve runs it (npm test builds it before the specs)
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-e2e-'));
  seedWarmStarters(dataDir);
  const child: ChildProcess = spawnBuiltServer(['--port', '0', '--data-dir', dataDir, ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const [baseUrl, uiUrl] = await new Promise<[string, string]>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Inkpost API listening on (http:\/\/127\.0\.0\.1:\d+).*\nInkpost UI \(one-time link\): (\S+)\n/.exec(output);
      if (match?.[1] && match[2]) resolve([match[1], match[2]]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`headless server exited with ${code}:\n${output}`)));
  });
  const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as DemoKeys;
  return {
    baseUrl,
    uiUrl,
    dataDir,
    keys,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the server's one-time link as a user does and waits until the page has
 * traded its token for a session (the status bar then names the server): a
 * navigation before that would leave the browser signed out.
 */
export async function openUiLink(page: Page, server: Pick<RunningServer, 'uiUrl' | 'baseUrl'>): Promise<void> {
  await page.goto(server.uiUrl);
  await page.getByTestId('status-bar').getByText(`Server ${server.baseUrl}`).waitFor();
}
