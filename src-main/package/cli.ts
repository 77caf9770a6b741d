// The `inkpost` command of the npm package (bin.cjs loads it once the Node version passed):
//   inkpost [serve] [flags]   the API and the UI (the default command)
//   inkpost keys [--data-dir <dir>]
//   inkpost --help | --version
// A usage error is one line naming the flag or command and the nearest valid one, exit 2.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '#core/start/app-data-dir.ts';
import { appVersion } from '#core/base/app-version.ts';
import { parseServeArgs } from '#core/start/serve-args.ts';
import { COMMAND_FLAGS, type FlagSpec, GENERAL_FLAGS, nearest } from './cli-flags.ts';
import { serverEntry } from './package-paths.ts';
import { runServer } from './run-server.ts';
import { SERVE_FLAGS } from './serve-flags.ts';

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'keys'; dataDir: string }
  | { kind: 'serve'; args: string[]; open: boolean; chromium: string | undefined };

/** A mistake in the command line: one line, exit 2. */
export class UsageError extends Error {}

const COMMANDS = {
  serve: { flags: [...SERVE_FLAGS, ...COMMAND_FLAGS], usage: 'inkpost [serve] [flags]', help: "Serve the API and the UI, and print the UI's one-time link (the default command)" },
  keys: { flags: SERVE_FLAGS.filter((f) => f.name === 'data-dir'), usage: 'inkpost keys [--data-dir <dir>]', help: "Print the data folder's keys as JSON (partnerKey, customerKey, teamId, adminToken)" },
} as const;
type CommandName = keyof typeof COMMANDS;

const truthy = (value: string | undefined) => value !== undefined && !['', '0', 'false', 'no'].includes(value.toLowerCase());

/** Reads the command line; throws UsageError. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Command {
  if (argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help') return { kind: 'help' };
  if (argv.some((a) => a === '--version' || a === '-v') || argv[0] === 'version') return { kind: 'version' };
  const rest = [...argv];
  let name: CommandName = 'serve';
  if (rest[0] !== undefined && !rest[0].startsWith('-')) {
    const typed = rest.shift()!;
    if (!(typed in COMMANDS)) throw new UsageError(`unknown command '${typed}' (the nearest is '${nearest(typed, [...Object.keys(COMMANDS), 'help', 'version'])}'; inkpost --help lists them all)`);
    name = typed as CommandName;
  }
  const flags: readonly FlagSpec[] = COMMANDS[name].flags;
  const known = [...flags, ...GENERAL_FLAGS].map((f) => f.name);
  const values = new Map<string, string[]>();
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!token.startsWith('-')) throw new UsageError(`unexpected argument '${token}' (flags start with --; inkpost --help lists them all)`);
    const [flagName = '', inline] = token.replace(/^-+/, '').split(/=(.*)/s, 2);
    const spec = flags.find((f) => f.name === flagName);
    const elsewhere = Object.entries(COMMANDS).find(([other, c]) => other !== name && c.flags.some((f) => f.name === flagName))?.[0];
    if (!spec && elsewhere && token.startsWith('--')) throw new UsageError(`--${flagName} is a flag of inkpost ${elsewhere}; inkpost ${name} takes ${flags.map((f) => `--${f.name}`).join(', ')}`);
    if (!spec || !token.startsWith('--')) throw new UsageError(`unknown flag ${token.split('=')[0]} for inkpost ${name} (the nearest is --${nearest(flagName, known)}; inkpost --help lists them all)`);
    let value = inline;
    if (spec.value && value === undefined) {
      value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${spec.name} needs a value: --${spec.name} ${spec.value}`);
      i++;
    }
    values.set(spec.name, [...(values.get(spec.name) ?? []), ...(value === undefined ? [] : [value])]);
  }
  if (name === 'keys') return { kind: 'keys', dataDir: values.get('data-dir')?.[0] ?? env['INKPOST_DATA_DIR'] ?? defaultDataDir(env) };
  return serveCommand(rest, values, env);
}

function serveCommand(argv: readonly string[], values: Map<string, string[]>, env: NodeJS.ProcessEnv): Command {
  const chromium = values.get('chromium')?.at(-1);
  if (chromium !== undefined && !existsSync(chromium)) throw new UsageError(`--chromium ${chromium}: no such file (give the path of a Chrome or Chromium executable)`);
  const own = new Set(COMMAND_FLAGS.map((f) => `--${f.name}`));
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!.split('=')[0]!;
    if (!own.has(flag)) args.push(argv[i]!);
    else if (flag === '--chromium' && !argv[i]!.includes('=')) i++;
  }
  try {
    parseServeArgs(args); // the server's own checks of each value, before anything starts
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return { kind: 'serve', args, open: values.has('open') || truthy(env['INKPOST_OPEN']), chromium };
}

function flagLines(flags: readonly FlagSpec[]): string[] {
  const left = flags.map((f) => `  --${f.name}${f.value ? ` ${f.value}` : ''}`);
  const width = Math.max(...left.map((l) => l.length)) + 2;
  return flags.map((f, i) => `${left[i]!.padEnd(width)}${f.help}${f.env ? ` [env ${f.env}]` : ''}`);
}

export function helpText(version: string): string {
  const usage = Object.values(COMMANDS);
  const width = Math.max(...usage.map((c) => c.usage.length)) + 2;
  return [
    `inkpost ${version}: a local, offline, API-compatible handwritten-mail service, its UI and its render engine`,
    '',
    'Commands:',
    ...usage.map((c) => `  ${c.usage.padEnd(width)}${c.help}`),
    '',
    'Flags of serve:',
    ...flagLines([...SERVE_FLAGS, ...COMMAND_FLAGS]),
    '',
    'General:',
    ...flagLines(GENERAL_FLAGS),
    '',
    'A flag given on the command line wins over its environment variable.',
    'Docs: the README of the package (install, browsers, CI, testing your app).',
  ].join('\n');
}

function printKeys(dataDir: string): number {
  const file = join(dataDir, 'keys.json');
  if (!existsSync(file)) {
    console.error(`inkpost: no keys in ${dataDir} yet (inkpost serve --data-dir ${dataDir} creates them at its first start)`);
    return 1;
  }
  console.log(JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2));
  return 0;
}

/** Runs the command; usage errors end the process with exit 2. */
export function main(argv: readonly string[]): void {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`inkpost: ${error.message}`);
    process.exit(2);
  }
  if (command.kind === 'help') console.log(helpText(appVersion()));
  else if (command.kind === 'version') console.log(appVersion());
  else if (command.kind === 'keys') process.exitCode = printKeys(command.dataDir);
  else runServer(serverEntry(), command);
}
