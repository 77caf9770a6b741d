// Starts the built headless server (scripts/build-server.ts) as npm run serve runs it: the
// server's Node flags and environment (src-main/core/heap-limits.ts), then the entry, then the
// server's arguments (--port, --data-dir, ...). Every launcher goes through here.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '#core/heap-limits.ts';
import { SERVER_ENTRY } from './server-build-stamp.ts';

function serverCommand(args: readonly string[], extraNodeFlags: readonly string[] = []): { argv: string[]; env: NodeJS.ProcessEnv } {
  return { argv: [...SERVER_NODE_FLAGS, ...extraNodeFlags, SERVER_ENTRY, ...args], env: { ...process.env, ...SERVER_ENV } };
}

/** The server as a child process of this one (tests, benchmarks). */
export function spawnBuiltServer(args: readonly string[], options: SpawnOptions & { extraNodeFlags?: readonly string[] } = {}): ChildProcess {
  const { extraNodeFlags = [], ...spawnOptions } = options;
  const { argv, env } = serverCommand(args, extraNodeFlags);
  return spawn(process.execPath, argv, { ...spawnOptions, env });
}

/**
 * Replaces this process with the server (execve: same pid, same stdio, nothing of this
 * launcher's memory kept), so that a user's command costs the server alone and signals
 * reach the server itself. Where there is no execve (Windows), the server is a child and
 * this process waits for it, passing SIGINT and SIGTERM on.
 */
export function becomeBuiltServer(args: readonly string[]): void {
  const { argv, env } = serverCommand(args);
  if (process.execve) {
    process.execve(process.execPath, [process.execPath, ...argv], env as Record<string, string>);
    return; // not reached: execve returns only by throwing
  }
  const child = spawn(process.execPath, argv, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
