import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where e2e/warm-starters.ts kept the starter thumbnails it rendered (set for the e2e run only). */
export const WARM_STARTERS_ENV = 'INKPOST_E2E_WARM_STARTERS';

/** Puts the warm starter thumbnails into a new server's data folder; outside the e2e run, nothing. */
export function seedWarmStarters(dataDir: string): void {
  const kept = process.env[WARM_STARTERS_ENV];
  if (kept && existsSync(kept)) cpSync(kept, join(dataDir, 'storage', 'starters'), { recursive: true });
}
