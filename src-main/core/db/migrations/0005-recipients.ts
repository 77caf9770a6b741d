import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Recipients and their rendered documents. Campaigns gain the two switches the
 * recipient rules need: a testing mode and an activation-in-progress marker.
 */
export const recipients: Migration = {
  version: 5,
  name: 'recipients',
  sql: readFileSync(new URL('./0005-recipients.sql', import.meta.url), 'utf8'),
};
