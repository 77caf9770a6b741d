import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * Inkpost's version: that of the nearest package.json named inkpost above this
 * module (the repository's from the sources and from out/server, the package's
 * own once installed).
 */
export function appVersion(): string {
  if (cached !== undefined) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'inkpost' && manifest.version) return (cached = manifest.version);
    }
    const parent = dirname(dir);
    if (parent === dir) return (cached = '0.0.0');
    dir = parent;
  }
}
