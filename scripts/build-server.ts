// The headless server as plain JavaScript, for `npm run serve` and the scripts that start it:
//   node scripts/build-server.ts
// Writes out/server: serve.js and the render and request-log worker entries beside it, with
// shared chunks. Node would otherwise strip the TypeScript types of every module in each of
// the server's four threads, which costs about 17 MB of memory a thread and a slower start.
// Packages stay imports from node_modules (native addons, fonts and data files are found there).
import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export const SERVER_OUT_DIR = fileURLToPath(new URL('../out/server', import.meta.url));
/** The built server's entry (what `npm run serve` runs). */
export const SERVER_ENTRY = fileURLToPath(new URL('../out/server/serve.js', import.meta.url));

const source = (path: string) => fileURLToPath(new URL(`../src-main/core/${path}`, import.meta.url));

export async function buildServer(): Promise<void> {
  await build({
    input: {
      serve: source('serve.ts'),
      // named as in the source: the pool and the log writer start them as siblings (sibling-module.ts)
      'render-worker': source('render/documents/render-worker.ts'),
      'log-writer-worker': source('sandbox/request-log/log-writer-worker.ts'),
    },
    platform: 'node',
    // packages stay imports; the project's own modules (relative, absolute or #named) are bundled
    external: (id) => !id.startsWith('.') && !id.startsWith('#') && !isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    output: { dir: SERVER_OUT_DIR, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', cleanDir: true },
  });
}

/** The newest modification time of the files under a folder, in ms. */
function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** True when out/server was built after every source it is built from was last changed. */
export function serverBuildIsCurrent(): boolean {
  let built: number;
  try {
    built = statSync(SERVER_ENTRY).mtimeMs;
  } catch {
    return false;
  }
  const sources = [fileURLToPath(new URL('../src-main/core', import.meta.url)), fileURLToPath(new URL('../src-shared', import.meta.url))];
  const inputs = Math.max(...sources.map(newestIn), statSync(fileURLToPath(import.meta.url)).mtimeMs, statSync(fileURLToPath(new URL('../package.json', import.meta.url))).mtimeMs);
  return built > inputs;
}

/** Builds out/server unless it is current. */
export async function buildServerIfStale(): Promise<void> {
  if (!serverBuildIsCurrent()) await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
