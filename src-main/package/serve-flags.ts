// The server's flags as the command lists them. PROVISIONAL until issue-40b's declarative table
// (serve-args.ts) is merged: then this file only maps that table.
import type { FlagSpec } from './cli-flags.ts';

export const SERVE_FLAGS: readonly FlagSpec[] = [
  { name: 'port', value: '<n>', env: 'INKPOST_PORT', help: 'port to listen on (default: the one the data folder remembers, else 4785; 0: any free port)' },
  { name: 'data-dir', value: '<dir>', env: 'INKPOST_DATA_DIR', help: "the data folder (default: the per-user app-data folder, the desktop app's own)" },
  { name: 'public-url', value: '<origin>', env: 'INKPOST_PUBLIC_URL', help: 'origin written into QR URLs, signed links and hosted pages (behind a tunnel or proxy)' },
  { name: 'ui-dir', value: '<dir>', env: 'INKPOST_UI_DIR', help: 'serve the UI from this folder instead of the built one' },
  { name: 'allow-private-webhooks', env: 'INKPOST_ALLOW_PRIVATE_WEBHOOKS', help: 'let every team subscribe webhooks on loopback and private addresses' },
  { name: 'no-workers', env: 'INKPOST_NO_WORKERS', help: 'no background renders or webhook deliveries (API-only load tests)' },
  { name: 'retention', value: '<log>=<days>d/<rows>', env: 'INKPOST_RETENTION', help: 'age and row limits of a log table (repeatable)' },
];
