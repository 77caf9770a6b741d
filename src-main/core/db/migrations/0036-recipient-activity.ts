import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The fulfilment timeline: each change of a recipient's status with its time,
 * written by a trigger so that every path that moves a recipient (checkout,
 * subscription cycles, the sandbox's fulfilment) is covered. The creation is
 * not recorded: it is the recipient's created_at. Scans are looked up by
 * recipient for the campaign desk.
 */
export const recipientActivity: Migration = {
  version: 36,
  name: 'recipient-activity',
  sql: readFileSync(new URL('./0036-recipient-activity.sql', import.meta.url), 'utf8'),
};
