// Starts the built headless server (scripts/build-server.ts) as npm run serve runs it, through
// the one launcher every entry shares (src-main/core/start/server-launch.ts).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { becomeServer, serverCommand, spawnServer } from '#core/start/server-launch.ts';
import { SERVER_ENTRY } from './server-build-stamp.ts';

/** The server as a child process of this one (tests, benchmarks). */
export function spawnBuiltServer(args: readonly string[], options: SpawnOptions & { extraNodeFlags?: readonly string[] } = {}): ChildProcess {
  const { extraNodeFlags = [], ...spawnOptions } = options;
  return spawnServer(serverCommand(SERVER_ENTRY, args, extraNodeFlags), spawnOptions);
}

/** Replaces this process with the server (src-main/core/start/server-launch.ts: becomeServer). */
export function becomeBuiltServer(args: readonly string[]): void {
  becomeServer(serverCommand(SERVER_ENTRY, args));
}
