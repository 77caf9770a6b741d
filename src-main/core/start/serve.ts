// Headless entry: `npm run serve -- --port <port> --data-dir <dir>` (flags: serve-args.ts).
// Runs the core on plain Node 24 (no Electron), on 127.0.0.1 unless --host says otherwise.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCore } from '../wiring/create-core.ts';
import { consoleLogger } from '../base/logger.ts';
import { parseServeArgs, ServeArgsError } from './serve-args.ts';
import { restrictFileCreation } from '../policy/private-data-dir.ts';
import { checkStateFile, dataDirBefore, seedDataDir, undoNewDataDir } from './seed-data-dir.ts';

// out/renderer, from the source (src-main/core/start) or from the built server (out/server)
const builtUi = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../../out/renderer' : '../renderer', import.meta.url));

/** How long a stop waits for the requests in flight (SIGTERM: a container's stop gives 10 s before SIGKILL). */
const DRAIN_MS = 10_000;

/** What the start line adds when the server is reachable from beyond this machine. */
function exposureNote(host: string, allowedHosts: readonly string[]): string | undefined {
  if (host.startsWith('127.') || host === '::1' || host === 'localhost') return undefined;
  const where = host === '0.0.0.0' || host === '::' ? 'every interface' : host;
  const names = allowedHosts.length > 0 ? `, answering to ${allowedHosts.join(', ')} too` : '';
  return `bound to ${where}: reachable from other machines${names}; the one-time UI link and the API keys are the only ways in`;
}

async function main(): Promise<void> {
  restrictFileCreation(); // everything this server writes is its owner's alone
  const args = parseServeArgs(process.argv.slice(2));
  const uiDir = args.uiDir ?? (existsSync(builtUi) ? builtUi : undefined);
  checkStateFile(args.state);
  const before = dataDirBefore(args.dataDir);
  const core = createCore({
    dataDir: args.dataDir,
    uiDir,
    logger: consoleLogger,
    allowPrivateWebhooks: args.allowPrivateWebhooks,
    workers: args.workers,
    ...(args.wholeHtmlCards ? { html: { campaignCards: 'browser' } } : {}),
    publicUrl: args.publicUrl,
    retention: args.retention,
    host: args.host,
    allowedHosts: args.allowedHosts,
    ...(args.log ? { accessLog: { format: args.log } } : {}),
  });
  let seeded: string[];
  try {
    seeded = await seedDataDir(core, args, before);
  } catch (error) {
    await core.close();
    undoNewDataDir(args.dataDir, before); // a refused fixture leaves nothing behind
    throw error;
  }
  const { url, notice } = await core.listen(args.port);
  // Before the lines that say it is ready: whoever reads them may send SIGINT (Ctrl-C) at once.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`${signal} received, closing (the requests in flight may finish, for ${DRAIN_MS / 1000} s at most)`);
    core.close({ drainMs: DRAIN_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('unhandledRejection', (reason) => consoleLogger.error('Unhandled rejection', reason));
  const notes = [notice, exposureNote(args.host, args.allowedHosts)].filter(Boolean);
  console.log(`Inkpost API listening on ${url}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
  // Its own line: the browser UI reads the keys only after this link's one-time token set its session.
  const link = core.uiLink();
  console.log(`Inkpost UI (one-time link): ${link}`);
  // Set by npm start when it falls back to this server: the user expected a window.
  if (process.env['INKPOST_BROWSER_HINT'] === '1') console.log(`Open ${link} in your browser to use Inkpost.`);
  if (args.publicUrl) console.log(`Links carry the public URL ${args.publicUrl}`);
  for (const line of seeded) console.log(line);
  if (!uiDir) console.error('The UI is not built (run `npm run build`); serving the API only.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ServeArgsError ? 2 : 1); // 2: a usage error, as CLIs say
});
