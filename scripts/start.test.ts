import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { electronBinaryIfInstalled } from '../e2e/electron-binary.ts';
import { openUiLink } from '#core/test-support/ui-session.ts';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import { SERVER_ENTRY } from './server-build-stamp.ts';

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url));
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));
const electron = electronBinaryIfInstalled();

/** The launcher's process is now the built server itself (execve), with no process of its own beside it (Linux: /proc). */
function expectLauncherBecameServer(pid: number): void {
  if (process.platform !== 'linux') return;
  expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain(SERVER_ENTRY);
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && parentOf(entry) === String(pid));
  expect(children).toEqual([]);
}

/** A process's parent id from /proc, or undefined when the process ended between the listing and the read. */
function parentOf(processId: string): string | undefined {
  try {
    return readFileSync(`/proc/${processId}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ESRCH') return undefined;
    throw error;
  }
}

describe('npm run serve', () => {
  it('becomes the server, which closes cleanly on SIGINT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-serve-'));
    const child = spawn(process.execPath, [serveScript, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (/Inkpost UI \(one-time link\): \S+\n/.test(out)) resolve();
        });
        child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
      });
      expectLauncherBecameServer(child.pid!);
      child.kill('SIGINT');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
      expect(out).toContain('SIGINT received, closing');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm start', () => {
  it.skipIf(electron !== undefined)('without a usable Electron binary, says so in one line and serves the API and the UI headless', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-start-'));
    const child = spawn(process.execPath, [startScript, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Inkpost API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          // Ready once the hint to open the UI has been printed too.
          if (match?.[1] && out.includes('in your browser to use Inkpost.')) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`start exited ${code}: ${out}`)));
      });
      const fallback = out.split('\n').filter((line) => line.startsWith('Electron cannot be launched here'));
      expect(fallback).toHaveLength(1);
      expect(fallback[0]).toMatch(/running the headless server with the UI instead\.$/);
      const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string };
      expect((await fetch(`${url}/api/auth/whoami`, { headers: { 'X-API-Key': keys.customerKey } })).status).toBe(200);
      const ui = await fetch(`${url}/`);
      expect(ui.headers.get('content-type')).toContain('text/html');
      expect(await ui.text()).toContain('<div id="root">');
      const link = new RegExp(`Open (${url}/#token=[A-Za-z0-9_-]{43}) in your browser`).exec(out)?.[1];
      expect(link).toBeDefined();
      expect((await fetch(`${url}/_ui/bootstrap`)).status).toBe(401);
      const session = await openUiLink(link!);
      expect((await fetch(`${url}/_ui/bootstrap`, { headers: { [UI_SESSION_HEADER]: session } })).status).toBe(200);
      expectLauncherBecameServer(child.pid!);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
