// The installed `inkpost` command as a real process, with a chosen Node binary.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `inkpost <args>` to its end. */
export function inkpost(node: string, bin: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  const result = spawnSync(node, [bin, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface ServingInkpost {
  child: ChildProcess;
  url: string;
  /** The one-time link's line. */
  link: string;
  output(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `inkpost <args>` and resolves once it printed its one-time link. */
export async function serveInkpost(node: string, bin: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ServingInkpost> {
  const child = spawn(node, [bin, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [url, link] = await new Promise<[string, string]>((resolve, reject) => {
    const check = () => {
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const link = /one-time link\): (\S+)/.exec(out)?.[1];
      if (url && link) resolve([url, link]);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`inkpost exited ${code} before it listened:\n${out}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    return code;
  };
  return { child, url, link, output: () => out, stop };
}

/** Every process below this one (children, their children, ...), from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the parent is the 4th field, after the command name in parentheses (which may hold spaces)
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Whether a process is still there (a zombie counts as ended). */
export function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
