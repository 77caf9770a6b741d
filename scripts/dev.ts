// `npm run dev`: the app in a browser with hot reload, against a headless server run from its
// sources that restarts when they change.
//   npm run dev [-- --port <ui port>] [-- <server arguments: --data-dir <dir>, ...>]
// - The server: `node --watch src-main/core/start/serve.ts` on a port chosen once (a restart keeps it),
//   with the data folder you name (default: the app's own, as `npm run serve`).
// - The UI: Vite's dev server on src-renderer (React Fast Refresh), which proxies every path the
//   API declares (src-shared/contract) to the server, so the page and the API share one origin,
//   as they do when the server serves the built UI (the server's Host and Origin checks see their
//   own origin; see docs/contributing.md).
// Each start of the server prints a new one-time link; this script prints it for the dev server.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { createServer, type ProxyOptions } from 'vite';
import { CONTRACT } from '#shared/contract/index.ts';
import { proxiedPaths } from './dev-proxy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, tokens } = parseArgs({ options: { port: { type: 'string', default: '5173' } }, strict: false, tokens: true });
const serverArgs = tokens.filter((t) => !(t.kind === 'option' && t.name === 'port')).flatMap((t) => (t.kind === 'option' ? [t.rawName, ...(t.value === undefined ? [] : [t.value])] : t.kind === 'positional' ? [t.value] : []));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

const serverPort = await freePort();
const target = `http://127.0.0.1:${serverPort}`;
const ui = await createServer({
  configFile: false,
  root: `${root}src-renderer`,
  plugins: [react()],
  server: {
    port: Number(values.port),
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      [proxiedPaths(Object.values(CONTRACT).map((decl) => decl.path)).source]: {
        target,
        changeOrigin: true, // Host: the server's own
        ws: false,
        // The page's origin is the dev server's: the server takes the proxy for what it is, a page of its own origin.
        configure: (proxy) => proxy.on('proxyReq', (request) => request.getHeader('origin') !== undefined && request.setHeader('origin', target)),
      } satisfies ProxyOptions,
    },
  },
});
await ui.listen();
const uiOrigin = `http://127.0.0.1:${ui.config.server.port}`;

const server = spawn(process.execPath, ['--watch-path=src-main/core', '--watch-path=src-shared', 'src-main/core/start/serve.ts', '--port', String(serverPort), ...serverArgs], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});
server.stdout.setEncoding('utf8');
server.stdout.on('data', (text: string) => {
  process.stdout.write(text);
  const link = /Inkpost UI \(one-time link\): (\S+)/.exec(text)?.[1];
  if (link) console.log(`\nInkpost UI with hot reload (one-time link): ${uiOrigin}/${new URL(link).hash}\n`);
});

const stop = () => {
  server.kill('SIGTERM');
  void ui.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
