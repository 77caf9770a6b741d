// Finds the Electron binary without triggering electron's own implicit download,
// and tries that download once, quietly, when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export type ElectronLookup = { ok: true; path: string } | { ok: false; reason: string };

function installedPath(dir: string): string | undefined {
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

export function findElectronBinary(): ElectronLookup {
  let dir: string;
  try {
    dir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed' };
  }
  const present = installedPath(dir);
  if (present) return { ok: true, path: present };
  const download = spawnSync(process.execPath, [join(dir, 'install.js')], { encoding: 'utf8', timeout: 120_000 });
  const downloaded = installedPath(dir);
  if (downloaded) return { ok: true, path: downloaded };
  const lastLine = `${download.stderr ?? ''}${download.stdout ?? ''}`.trim().split('\n').pop() ?? 'unknown error';
  return { ok: false, reason: `its binary could not be downloaded (${download.error?.message ?? lastLine})` };
}
