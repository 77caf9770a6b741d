import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/test-core.ts';

const serveEntry = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Starts the headless server as a real process and waits for its one listening line. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [serveEntry, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Inkpost API listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, url: line, output: () => out };
}

describe('npm run serve (headless server process)', () => {
  it('prints its URL, answers whoami with the keys.json key, and exits cleanly on SIGTERM and SIGINT', async () => {
    const dataDir = tempDir();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { child, url, output } = await startServer(dataDir);
      expect(output().trim().split('\n')[0]).toBe(`Inkpost API listening on ${url}`);
      // The browser UI's one-time link on its own second line (the keys' bootstrap needs the session it sets).
      await expect.poll(() => output().split('\n')[1]).toMatch(new RegExp(`^Inkpost UI \\(one-time link\\): ${url}/#token=[A-Za-z0-9_-]{43}$`));
      expect((await fetch(`${url}/_ui/bootstrap`)).status).toBe(401);
      const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'));
      const res = await fetch(`${url}/api/auth/whoami`, { headers: { 'x-api-key': keys.customerKey } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { teamId: string }).teamId).toBe(keys.teamId);
      child.kill(signal);
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    }
  });
});
