import type { Migration } from '../migrate.ts';

/** Jobs someone is waiting for (a preview asked for) run ahead of the backlog: higher priority first, then the oldest due. */
export const jobPriority: Migration = {
  version: 32,
  name: 'job-priority',
  sql: /* sql */ `
    ALTER TABLE jobs ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX jobs_claim ON jobs(status, priority DESC, run_after_ms);
  `,
};
