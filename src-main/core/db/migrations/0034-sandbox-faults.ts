import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Faults on demand: the next N requests (or a share of them) to a route answer
 * a chosen status or arrive late; webhook deliveries time out or arrive twice.
 */
export const sandboxFaults: Migration = {
  version: 34,
  name: 'sandbox-faults',
  sql: readFileSync(new URL('./0034-sandbox-faults.sql', import.meta.url), 'utf8'),
};
