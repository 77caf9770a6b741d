// `npm run serve`: builds the headless server when a source changed since the last build
// (scripts/build-server.ts, in a child process, about a second), then becomes the server
// (execve): the arguments (--port, --data-dir, ...) go to it, and so do SIGINT and SIGTERM.
// Nothing of this launcher stays in memory beside the server.
import { ensureServerBuilt } from './server-build-stamp.ts';
import { becomeBuiltServer } from './spawn-server.ts';

ensureServerBuilt();
becomeBuiltServer(process.argv.slice(2));
