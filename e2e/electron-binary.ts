import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The installed Electron binary, or undefined; never triggers a download. */
export function electronBinaryIfInstalled(): string | undefined {
  try {
    const dir = dirname(require.resolve('electron/package.json'));
    const binary = join(dir, 'dist', readFileSync(join(dir, 'path.txt'), 'utf8').trim());
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}
