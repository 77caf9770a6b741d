// The headless server as plain JavaScript, for `npm run serve` and the scripts that start it:
//   node scripts/build-server.ts
// Writes out/server: serve.js and the render and request-log worker entries beside it, with
// shared chunks. Node would otherwise strip the TypeScript types of every module in each of
// the server's four threads, which costs about 17 MB of memory a thread and a slower start.
// Packages stay imports from node_modules (native addons, fonts and data files are found there).
import { isAbsolute } from 'node:path';
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
    // Packages stay external; our own modules, relative or by name (#core/…, #shared/…: package.json "imports"), are bundled.
    external: (id) => !id.startsWith('.') && !id.startsWith('#') && !isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    output: { dir: SERVER_OUT_DIR, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', cleanDir: true },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
