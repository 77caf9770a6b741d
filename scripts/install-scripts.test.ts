import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean>; scarfSettings?: { enabled?: boolean } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

/** What npm would run at install for an installed package: its lifecycle scripts, or node-gyp for a binding.gyp (npm reads no gypfile: false from the lockfile). */
function installScripts(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const found = ['preinstall', 'install', 'postinstall'].filter((name) => pkg.scripts?.[name]);
  if (found.length === 0 && existsSync(join(dir, 'binding.gyp'))) found.push('install (node-gyp rebuild)');
  return found;
}

// An offline tool must not phone home when it is installed: every dependency that runs
// something at install time is reviewed in package.json's allowScripts (docs/supply-chain.md).
describe('install-time scripts', () => {
  it('turns off the Scarf install report of swagger-ui-dist both ways', () => {
    expect(manifest.allowScripts?.['@scarf/scarf']).toBe(false);
    expect(manifest.scarfSettings?.enabled).toBe(false);
  });

  it('runs none that package.json has not reviewed', () => {
    const unreviewed: string[] = [];
    for (const path of Object.keys(lock.packages)) {
      const dir = join(root, path);
      if (!path || !existsSync(join(dir, 'package.json'))) continue; // the root, or an optional package of another platform
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const scripts = installScripts(dir);
      if (scripts.length > 0 && manifest.allowScripts?.[name] === undefined) unreviewed.push(`${name}: ${scripts.join(', ')}`);
    }
    expect(unreviewed).toEqual([]);
  });
});
