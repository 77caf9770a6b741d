// `npm run serve`: builds the headless server (scripts/build-server.ts, about a second) and
// runs it with the server's Node flags; the arguments (--port, --data-dir, ...) go to it.
import { buildServer } from './build-server.ts';
import { spawnBuiltServer } from './spawn-server.ts';

await buildServer();
const child = spawnBuiltServer(process.argv.slice(2), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
