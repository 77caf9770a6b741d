// The npm package as a user gets it, for the package's tests: `npm run pack`'s tarball installed
// into an empty folder from the npm registry (through npm's cache), and Node binaries of other
// versions from the npm package `node@<version>`. Both are kept in the temp folder (not under a
// node_modules: Node strips no types there, and the documented examples are TypeScript), keyed by
// what they hold, so a second run reuses them; CI's clean machine installs them once.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pack } from '#scripts/pack.ts';

const run = promisify(execFile);
const cache = join(tmpdir(), 'inkpost-package-tests');

/** `npm install <what>` into a new folder, moved into place only once complete (a killed run leaves nothing half-installed). */
async function installOnce(folder: string, what: readonly string[]): Promise<string> {
  if (existsSync(join(folder, 'node_modules'))) return folder;
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'package.json'), '{ "name": "inkpost-user", "private": true }\n');
  await run('npm', ['install', ...what, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: partial, timeout: 180_000 });
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
  return folder;
}

export interface InstalledPackage {
  tarball: string;
  /** The folder with package.json and node_modules/inkpost, as a user's project. */
  project: string;
  /** node_modules/inkpost inside it. */
  dir: string;
  /** The `inkpost` command's file (bin/inkpost.cjs), to run with a chosen Node. */
  bin: string;
}

/** Packs this repository (out/renderer must be built: npm run build) and installs the tarball. */
export async function installedPackage(): Promise<InstalledPackage> {
  const tarball = await pack();
  const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex').slice(0, 16);
  const name = `project-${hash}`;
  // the installs of earlier tarballs go (about 150 MB each)
  if (existsSync(cache)) for (const old of readdirSync(cache)) if (old.startsWith('project-') && old !== name) rmSync(join(cache, old), { recursive: true, force: true });
  const project = await installOnce(join(cache, name), [tarball]);
  const dir = join(project, 'node_modules', 'inkpost');
  return { tarball, project, dir, bin: join(dir, 'bin', 'inkpost.cjs') };
}

/** The path of the Node binary the npm package node@<spec> gives: '22' (its newest 22.x), '22.19.0', '<22.19.0' (the newest before it). */
export async function nodeBinary(spec: string): Promise<string> {
  const folder = await installOnce(join(cache, `node-${spec.replace('<', 'below-')}`), [`node@${spec}`]);
  return join(folder, 'node_modules', 'node', 'bin', 'node');
}
