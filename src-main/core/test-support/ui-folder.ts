import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './test-core.ts';

/** A built UI as the server serves it: its page and one asset. */
export function uiFolder(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script src="./assets/app.js"></script></head><body></body></html>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}
