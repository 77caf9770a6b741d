import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

export const foundation: Migration = {
  version: 1,
  name: 'foundation',
  sql: readFileSync(new URL('./0001-foundation.sql', import.meta.url), 'utf8'),
};
