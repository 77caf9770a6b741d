// `npm run serve`: builds the headless server (scripts/build-server.ts, about a second) and
// runs it with the server's Node flags; the arguments (--port, --data-dir, ...) go to it.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../src-main/core/heap-limits.ts';
import { SERVER_ENTRY, buildServer } from './build-server.ts';

await buildServer();
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY, ...process.argv.slice(2)], { stdio: 'inherit', env: serverProcessEnv() });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
