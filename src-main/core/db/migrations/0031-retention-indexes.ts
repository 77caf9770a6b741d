import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** Indexes the retention sweep reads (finished rows by age, what a pruned delivery leaves behind). */
export const retentionIndexes: Migration = {
  version: 31,
  name: 'retention-indexes',
  sql: readFileSync(new URL('./0031-retention-indexes.sql', import.meta.url), 'utf8'),
};
