import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Recipient imports (docs/import.md): the app's import of a file into a campaign, with
 * its progress, kept by the server so that every view shows the same state. `run_*`
 * is where the current run (start or resume) began, for its rate.
 *
 * jobs_due (status, run_after_ms) goes: jobs_claim (status, priority, run_after_ms)
 * serves every read of queued jobs, and each render job written was a row in both.
 */
export const recipientImports: Migration = {
  version: 43,
  name: 'recipient-imports',
  sql: readFileSync(new URL('./0043-recipient-imports.sql', import.meta.url), 'utf8'),
};
