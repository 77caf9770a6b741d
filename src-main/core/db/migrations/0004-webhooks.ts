import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

export const webhooks: Migration = {
  version: 4,
  name: 'webhooks',
  sql: readFileSync(new URL('./0004-webhooks.sql', import.meta.url), 'utf8'),
};
