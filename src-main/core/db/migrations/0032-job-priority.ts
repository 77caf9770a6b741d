import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** Jobs someone is waiting for (a preview asked for) run ahead of the backlog: higher priority first, then the oldest due. */
export const jobPriority: Migration = {
  version: 32,
  name: 'job-priority',
  sql: readFileSync(new URL('./0032-job-priority.sql', import.meta.url), 'utf8'),
};
