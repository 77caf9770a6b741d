// Where the built headless server lives and whether it is current, without loading the
// bundler: the launchers (npm run serve, npm start's fallback) check this and build only
// when a source changed, in a child process, so that rolldown's memory is never theirs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVER_OUT_DIR = join(root, 'out/server');
/** The built server's entry (what `npm run serve` runs). */
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'serve.js');
const STAMP = join(SERVER_OUT_DIR, '.sources.sha256');
const BUILD_SCRIPT = join(root, 'scripts/build-server.ts');

/** Everything the build reads: the server's sources (not their tests), the import map and dependency versions, the build script. */
function inputs(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(root, 'src-main/core'));
  walk(join(root, 'src-shared'));
  files.sort();
  return [...files, join(root, 'package.json'), join(root, 'package-lock.json'), BUILD_SCRIPT];
}

/** A hash of the build's inputs by content (about 1 MB; a few milliseconds). */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs()) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Written by the build once out/server is complete. */
export function writeBuildStamp(hash: string): void {
  writeFileSync(STAMP, `${hash}\n`);
}

export function serverBuildIsCurrent(): boolean {
  if (!existsSync(SERVER_ENTRY) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8').trim() === sourcesHash();
}

/** Builds out/server in a child process when it is missing or older than its sources; exits with the build's status when it fails. */
export function ensureServerBuilt(): void {
  if (serverBuildIsCurrent()) return;
  const build = spawnSync(process.execPath, [BUILD_SCRIPT], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`Building the server failed (${build.error?.message ?? `exit ${build.status ?? build.signal}`})`);
    process.exit(build.status ?? 1);
  }
}
