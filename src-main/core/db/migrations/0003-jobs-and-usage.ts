import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

export const jobsAndUsage: Migration = {
  version: 3,
  name: 'jobs-and-usage',
  sql: readFileSync(new URL('./0003-jobs-and-usage.sql', import.meta.url), 'utf8'),
};
