// The headless server as plain JavaScript, for `npm run serve` and the scripts that start it:
//   node scripts/build-server.ts
// Writes out/server: serve.js and the render and request-log worker entries beside it, with
// shared chunks, the migrations' SQL files under assets/, and a hash of the sources it was
// built from (scripts/server-build-stamp.ts: the launchers skip the build while it matches).
// Node would otherwise strip the TypeScript types of every module in each of the server's
// four threads, which costs about 17 MB of memory a thread and a slower start.
// Packages stay imports from node_modules (native addons, fonts and data files are found there).
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type RolldownOutput } from 'rolldown';
import { SERVER_OUT_DIR, serverBuildIsCurrent, sourcesHash, writeBuildStamp } from './server-build-stamp.ts';

export { SERVER_ENTRY, SERVER_OUT_DIR } from './server-build-stamp.ts';

const source = (path: string) => fileURLToPath(new URL(`../src-main/core/${path}`, import.meta.url));

const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('#') && !isAbsolute(id) && !id.startsWith('\0');

/**
 * Bundles the server into outDir. Packages stay imports from node_modules unless `bundled(name)`
 * says otherwise (the npm package bundles its pure-JavaScript ones: scripts/pack.ts).
 */
export async function bundleServer(outDir: string, bundled: (id: string) => boolean = () => false): Promise<RolldownOutput> {
  return build({
    input: {
      serve: source('start/serve.ts'),
      // named as in the source: the pool and the log writer start them as siblings (sibling-module.ts)
      'render-worker': source('engine/documents/render-worker.ts'),
      'log-writer-worker': source('sandbox/request-log/log-writer-worker.ts'),
    },
    platform: 'node',
    // the project's own modules (relative, absolute or #named) are bundled; packages only when asked
    external: (id) => isPackage(id) && !bundled(id),
    logLevel: 'warn',
    // the migrations' .sql files (read through new URL('./x.sql', import.meta.url)) are copied to assets/ and their URLs rewritten
    experimental: { resolveNewUrlToAsset: true },
    output: { dir: outDir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', cleanDir: true },
  });
}

export async function buildServer(): Promise<void> {
  const hash = sourcesHash(); // of the sources as the build reads them
  await bundleServer(SERVER_OUT_DIR);
  writeBuildStamp(hash);
}

/** Builds out/server unless it is current. */
export async function buildServerIfStale(): Promise<void> {
  if (!serverBuildIsCurrent()) await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
