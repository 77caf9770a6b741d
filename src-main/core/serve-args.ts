import { parseArgs } from 'node:util';
import { defaultDataDir } from './app-data-dir.ts';

export interface ServeArgs {
  port: number;
  dataDir: string;
  uiDir: string | undefined;
  allowPrivateWebhooks: boolean;
  /** False with --no-workers: no background renders or webhook deliveries (API-only load tests). */
  workers: boolean;
}

/** `--port <n> --data-dir <dir> [--ui-dir <dir>] [--allow-private-webhooks] [--no-workers]`; port 0 (the default) picks a free port. */
export function parseServeArgs(argv: string[]): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'ui-dir': { type: 'string' },
      'allow-private-webhooks': { type: 'boolean', default: false },
      'no-workers': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got '${values.port}'`);
  return { port, dataDir: values['data-dir'] ?? defaultDataDir(), uiDir: values['ui-dir'], allowPrivateWebhooks: values['allow-private-webhooks'], workers: !values['no-workers'] };
}
