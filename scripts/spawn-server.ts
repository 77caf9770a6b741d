// Starts the built headless server (scripts/build-server.ts) as its own process, as `npm run serve`
// runs it: the server's Node flags and environment (src-main/core/heap-limits.ts), then the
// entry, then the server's arguments (--port, --data-dir, ...). Every launcher goes through here.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '#core/heap-limits.ts';
import { SERVER_ENTRY } from './build-server.ts';

export function spawnBuiltServer(args: readonly string[], options: SpawnOptions & { extraNodeFlags?: readonly string[] } = {}): ChildProcess {
  const { extraNodeFlags = [], ...spawnOptions } = options;
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraNodeFlags, SERVER_ENTRY, ...args], { ...spawnOptions, env: { ...process.env, ...SERVER_ENV } });
}
