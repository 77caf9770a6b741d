import { parseArgs } from 'node:util';
import { defaultDataDir } from './app-data-dir.ts';
import { parsePublicUrl } from '../policy/public-url.ts';
import { isIP } from 'node:net';
import type { AccessLogFormat } from '../http/access-log.ts';
import { parseAllowedHost } from '../http/host-names.ts';
import { SCENARIOS, type ScenarioName } from '#shared/contract/sandbox-state.ts';
import { DEFAULT_RETENTION, parseRetention, type RetentionPolicy } from '../policy/retention.ts';

export interface ServeArgs {
  /** undefined: the port the data directory remembers (default 4785), or a free one when taken. */
  port: number | undefined;
  /** --public-url: origin written into tracked QR URLs, signed URLs and hosted page links. */
  publicUrl: string | undefined;
  dataDir: string;
  uiDir: string | undefined;
  allowPrivateWebhooks: boolean;
  /** False with --no-workers: no background renders or webhook deliveries (API-only load tests). */
  workers: boolean;
  /** --whole-html-cards: every campaign card of an HTML design rendered whole by the browser, as before issue 44. */
  wholeHtmlCards: boolean;
  /** --retention <log>=<days>d/<rows>, repeatable: limits of the log tables over the defaults. */
  retention: Partial<RetentionPolicy>;
  /** --host: the address to bind. */
  host: string;
  /** --allowed-host, repeatable: Host names answered besides our own, lower-case. */
  allowedHosts: string[];
  /** --log: one line per request on stdout, or none. */
  log: AccessLogFormat | undefined;
  /** --state <file>: an exported state to start a new data folder from. */
  state: string | undefined;
  /** --scenario <name>: a sandbox scenario to seed a new data folder with. */
  scenario: ScenarioName | undefined;
  /** --replace: lets --state or --scenario overwrite a data folder that holds a state. */
  replace: boolean;
}

/** A flag or environment variable the server refuses; `flag` names it as the user wrote it (`--colour`, `INKPOST_PORT`). */
export class ServeArgsError extends Error {
  readonly flag: string;
  constructor(message: string, flag: string) {
    super(message);
    this.name = 'ServeArgsError';
    this.flag = flag;
  }
}

/**
 * One flag of `inkpost serve`: what --help prints and how a value is read.
 * `read` gets the raw texts (one per occurrence, or the environment variable's value,
 * split on commas for a repeatable flag; none when neither is set) and `from` (the flag
 * or variable they came from, for the error); it answers the value or throws one line.
 */
export interface ServeFlag<T = unknown> {
  name: string;
  type: 'string' | 'boolean';
  multiple: boolean;
  env: string;
  /** How the value is shown in --help (`<n>`); absent for a boolean. */
  valueHint?: string;
  /** The default in words, for --help. */
  defaultText: string;
  help: string;
  read: (raw: readonly string[], from: string) => T;
}

const BOOLEAN_TEXTS: Record<string, boolean> = { '1': true, true: true, yes: true, '0': false, false: false, no: false };

function readSwitch(raw: readonly string[], from: string): boolean {
  const text = raw.at(-1);
  if (text === undefined) return false;
  const value = BOOLEAN_TEXTS[text.trim().toLowerCase()];
  if (value === undefined) throw new ServeArgsError(`${from} takes 1 or 0 (true or false), got '${text}'`, from);
  return value;
}

function readPort(raw: readonly string[], from: string): number | undefined {
  const text = raw.at(-1);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) > 65535) throw new ServeArgsError(`${from} must be 0-65535, got '${text}'`, from);
  return Number(text);
}

function readPublicUrl(raw: readonly string[], from: string): string | undefined {
  const text = raw.at(-1);
  if (text === undefined) return undefined;
  const origin = parsePublicUrl(text);
  if (!origin) throw new ServeArgsError(`${from} must be an http or https origin such as https://inkpost.example.com, got '${text}'`, from);
  return origin;
}

function readRetention(raw: readonly string[], from: string): Partial<RetentionPolicy> {
  try {
    return parseRetention(raw);
  } catch (error) {
    throw new ServeArgsError((error as Error).message.replace(/^--retention/, from), from);
  }
}

function readHost(raw: readonly string[], from: string): string {
  const text = raw.at(-1)?.trim();
  if (text === undefined) return '127.0.0.1';
  const address = text.replace(/^\[(.*)\]$/, '$1');
  if (address !== 'localhost' && isIP(address) === 0) throw new ServeArgsError(`${from} takes an IP address to listen on, such as 0.0.0.0 (every interface) or 127.0.0.1, got '${text}'`, from);
  return address;
}

function readAllowedHosts(raw: readonly string[], from: string): string[] {
  return raw.map((text) => {
    const host = parseAllowedHost(text);
    if (!host) throw new ServeArgsError(`${from} takes a host name such as inkpost or inkpost:4785, got '${text}'`, from);
    return host;
  });
}

const LOG_FORMATS: readonly string[] = ['json', 'text', 'off'] satisfies (AccessLogFormat | 'off')[];

function readLog(raw: readonly string[], from: string): AccessLogFormat | undefined {
  const text = raw.at(-1)?.trim().toLowerCase();
  if (text === undefined || text === 'off') return undefined;
  if (!LOG_FORMATS.includes(text)) throw new ServeArgsError(`${from} takes json, text or off, got '${raw.at(-1)}'`, from);
  return text as AccessLogFormat;
}

const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((scenario) => scenario.name);

function readScenario(raw: readonly string[], from: string): ScenarioName | undefined {
  const text = raw.at(-1)?.trim();
  if (text !== undefined && !SCENARIO_NAMES.includes(text)) throw new ServeArgsError(`${from} takes one of ${SCENARIO_NAMES.join(', ')}, got '${text}'`, from);
  return text as ScenarioName | undefined;
}

/** Every flag of `inkpost serve`, in the order --help lists them; an environment variable stands in for each (the flag wins). */
export const SERVE_FLAGS = {
  port: {
    name: 'port',
    type: 'string',
    multiple: false,
    env: 'INKPOST_PORT',
    valueHint: '<n>',
    defaultText: 'the data folder remembers it (first time 4785, or a free one)',
    help: 'Port to listen on; 0 picks a free one',
    read: readPort,
  },
  host: {
    name: 'host',
    type: 'string',
    multiple: false,
    env: 'INKPOST_HOST',
    valueHint: '<address>',
    defaultText: '127.0.0.1 (this machine only)',
    help: 'Address to listen on; 0.0.0.0 for every interface (a container, a CI service)',
    read: readHost,
  },
  'allowed-host': {
    name: 'allowed-host',
    type: 'string',
    multiple: true,
    env: 'INKPOST_ALLOWED_HOST',
    valueHint: '<name>',
    defaultText: 'none: only 127.0.0.1, localhost and the --public-url host',
    help: 'A Host name to answer to besides those, such as a service name (repeatable)',
    read: readAllowedHosts,
  },
  log: {
    name: 'log',
    type: 'string',
    multiple: false,
    env: 'INKPOST_LOG',
    valueHint: '<format>',
    defaultText: 'off',
    help: 'One line per request on stdout, as json or text (secrets masked); off for none',
    read: readLog,
  },
  'data-dir': {
    name: 'data-dir',
    type: 'string',
    multiple: false,
    env: 'INKPOST_DATA_DIR',
    valueHint: '<dir>',
    defaultText: "the desktop app's own data folder",
    help: 'Folder holding the database, the keys and the files',
    read: (raw) => raw.at(-1) ?? defaultDataDir(),
  },
  state: {
    name: 'state',
    type: 'string',
    multiple: false,
    env: 'INKPOST_STATE',
    valueHint: '<file>',
    defaultText: 'none',
    help: 'Start a new data folder from an exported state (GET /_sandbox/state)',
    read: (raw) => raw.at(-1),
  },
  scenario: {
    name: 'scenario',
    type: 'string',
    multiple: false,
    env: 'INKPOST_SCENARIO',
    valueHint: '<name>',
    defaultText: 'none',
    help: `Seed a new data folder with a sandbox scenario: ${SCENARIO_NAMES.join(', ')}`,
    read: readScenario,
  },
  replace: {
    name: 'replace',
    type: 'boolean',
    multiple: false,
    env: 'INKPOST_REPLACE',
    defaultText: 'off: a data folder that holds a state keeps it',
    help: 'Let --state or --scenario overwrite the state a data folder holds (it is kept as state-before-import.sqlite)',
    read: readSwitch,
  },
  'public-url': {
    name: 'public-url',
    type: 'string',
    multiple: false,
    env: 'INKPOST_PUBLIC_URL',
    valueHint: '<origin>',
    defaultText: 'the listening address',
    help: 'Origin written into QR URLs, signed file links and hosted page links',
    read: readPublicUrl,
  },
  'ui-dir': {
    name: 'ui-dir',
    type: 'string',
    multiple: false,
    env: 'INKPOST_UI_DIR',
    valueHint: '<dir>',
    defaultText: 'the built UI beside the server',
    help: 'Folder of the built UI to serve',
    read: (raw) => raw.at(-1),
  },
  'allow-private-webhooks': {
    name: 'allow-private-webhooks',
    type: 'boolean',
    multiple: false,
    env: 'INKPOST_ALLOW_PRIVATE_WEBHOOKS',
    defaultText: 'off',
    help: 'Deliver webhooks to private and loopback addresses',
    read: readSwitch,
  },
  'no-workers': {
    name: 'no-workers',
    type: 'boolean',
    multiple: false,
    env: 'INKPOST_NO_WORKERS',
    defaultText: 'off',
    help: 'Run no background renders or webhook deliveries (API-only load tests)',
    read: readSwitch,
  },
  'whole-html-cards': {
    name: 'whole-html-cards',
    type: 'boolean',
    multiple: false,
    env: 'INKPOST_WHOLE_HTML_CARDS',
    defaultText: 'off: each recipient drawn over the page the browser drew once',
    help: 'Render every campaign card of an HTML design whole in the browser (the same card, several times slower)',
    read: readSwitch,
  },
  retention: {
    name: 'retention',
    type: 'string',
    multiple: true,
    env: 'INKPOST_RETENTION',
    valueHint: '<log>=<days>d/<rows>',
    defaultText: Object.entries(DEFAULT_RETENTION).map(([log, { days, maxRows }]) => `${log}=${days}d/${maxRows}`).join(', '),
    help: 'Limit of a log table (repeatable)',
    read: readRetention,
  },
} satisfies Record<string, ServeFlag>;

/** The flags as a list, for --help and for naming the nearest flag to an unknown one. */
export const SERVE_FLAG_LIST: readonly ServeFlag[] = Object.values(SERVE_FLAGS);

type FlagName = keyof typeof SERVE_FLAGS;

/** The raw texts of a flag: its occurrences on the command line, else its environment variable's value. */
function rawValues(name: FlagName, values: Record<string, unknown>, env: NodeJS.ProcessEnv): { raw: string[]; from: string } {
  const flag: ServeFlag = SERVE_FLAGS[name];
  const given = values[name];
  if (given !== undefined && !(Array.isArray(given) && given.length === 0)) {
    return { raw: typeof given === 'boolean' ? ['1'] : ([given].flat() as string[]), from: `--${name}` };
  }
  const text = env[flag.env];
  if (text === undefined || text === '') return { raw: [], from: flag.env };
  return { raw: flag.multiple ? text.split(',').map((part) => part.trim()).filter(Boolean) : [text], from: flag.env };
}

function parseFlags(argv: string[]): Record<string, unknown> {
  const options = Object.fromEntries(SERVE_FLAG_LIST.map((flag) => [flag.name, { type: flag.type, multiple: flag.multiple }]));
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const message = (error as Error).message;
    const named = /'(-[^' ]*)/.exec(message)?.[1] ?? argv.find((arg) => !arg.startsWith('-')) ?? '';
    throw new ServeArgsError(message.split('. ')[0] ?? message, named);
  }
}

/**
 * `inkpost serve` flags (SERVE_FLAGS), each also read from its environment variable;
 * the flag wins. Throws a ServeArgsError of one line for an unknown flag or a bad value.
 */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const values = parseFlags(argv);
  const read = <N extends FlagName>(name: N): ReturnType<(typeof SERVE_FLAGS)[N]['read']> => {
    const { raw, from } = rawValues(name, values, env);
    return SERVE_FLAGS[name].read(raw, from) as ReturnType<(typeof SERVE_FLAGS)[N]['read']>;
  };
  const args: ServeArgs = {
    port: read('port'),
    publicUrl: read('public-url'),
    dataDir: read('data-dir'),
    uiDir: read('ui-dir'),
    allowPrivateWebhooks: read('allow-private-webhooks'),
    workers: !read('no-workers'),
    wholeHtmlCards: read('whole-html-cards'),
    retention: read('retention'),
    host: read('host'),
    allowedHosts: read('allowed-host'),
    log: read('log'),
    state: read('state'),
    scenario: read('scenario'),
    replace: read('replace'),
  };
  if (args.replace && args.state === undefined && args.scenario === undefined) throw new ServeArgsError('--replace goes with --state or --scenario', '--replace');
  return args;
}
