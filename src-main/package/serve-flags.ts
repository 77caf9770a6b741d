// The server's flags as the command lists them: the server's own table (serve-args.ts).
import { SERVE_FLAG_LIST } from '#core/start/serve-args.ts';
import type { FlagSpec } from './cli-flags.ts';

export const SERVE_FLAGS: readonly FlagSpec[] = SERVE_FLAG_LIST.map((flag) => ({ name: flag.name, value: flag.valueHint, env: flag.env, help: `${flag.help} (default: ${flag.defaultText})` }));
