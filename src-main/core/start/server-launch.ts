// How the built headless server is started, by every launcher: `npm run serve` and `npm start`'s
// fallback (scripts/spawn-server.ts) and the npm package's `inkpost` command and startInkpost()
// (src-main/package). The server's Node flags and environment (heap-limits.ts), then its entry,
// then its arguments (--port, --data-dir, ...).
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../policy/heap-limits.ts';

export interface ServerCommand {
  /** The arguments of `node` (its flags, the entry, the server's arguments). */
  argv: string[];
  env: NodeJS.ProcessEnv;
}

export function serverCommand(entry: string, args: readonly string[], extraNodeFlags: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): ServerCommand {
  return { argv: [...SERVER_NODE_FLAGS, ...extraNodeFlags, entry, ...args], env: { ...env, ...SERVER_ENV } };
}

/** The server as a child process of this one, on this process's Node. */
export function spawnServer(command: ServerCommand, options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, command.argv, { ...options, env: command.env });
}

/**
 * Replaces this process with the server (execve: same pid, same stdio, nothing of the
 * launcher's memory kept), so that a user's command costs the server alone and signals
 * (a container's SIGTERM included) reach the server itself. Where there is no execve
 * (Windows, Node before 22.15), the server is a child and this process waits for it,
 * passing SIGINT and SIGTERM on, and exits with its code.
 */
export function becomeServer(command: ServerCommand): void {
  if (process.execve) {
    process.execve(process.execPath, [process.execPath, ...command.argv], command.env as Record<string, string>);
    return; // not reached: execve returns only by throwing
  }
  const child = spawnServer(command, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
