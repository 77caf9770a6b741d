import { parseArgs } from 'node:util';
import { defaultDataDir } from './app-data-dir.ts';
import { parsePublicUrl } from './public-url.ts';
import { parseRetention, type RetentionPolicy } from './retention.ts';

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
  /** --retention <log>=<days>d/<rows>, repeatable: limits of the log tables over the defaults. */
  retention: Partial<RetentionPolicy>;
}

/** `[--port <n>] [--data-dir <dir>] [--public-url <origin>] [--ui-dir <dir>] [--allow-private-webhooks] [--no-workers] [--retention <log>=<days>d/<rows> ...]`; --port 0 picks a free port. */
export function parseServeArgs(argv: string[]): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'public-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'ui-dir': { type: 'string' },
      'allow-private-webhooks': { type: 'boolean', default: false },
      'no-workers': { type: 'boolean', default: false },
      retention: { type: 'string', multiple: true, default: [] },
    },
    strict: true,
  });
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!/^\d+$/.test(values.port ?? '') || port > 65535)) throw new Error(`--port must be 0-65535, got '${values.port}'`);
  const publicUrl = values['public-url'] === undefined ? undefined : parsePublicUrl(values['public-url']);
  if (values['public-url'] !== undefined && !publicUrl) throw new Error(`--public-url must be an http or https origin such as https://inkpost.example.com, got '${values['public-url']}'`);
  return { port, publicUrl, dataDir: values['data-dir'] ?? defaultDataDir(), uiDir: values['ui-dir'], allowPrivateWebhooks: values['allow-private-webhooks'], workers: !values['no-workers'], retention: parseRetention(values.retention) };
}
