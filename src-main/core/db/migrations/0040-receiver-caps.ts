import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The built-in receiver's inbox is capped per team and in total (see
 * receiver-repo.ts): each message records the team whose subscription points
 * at its receiver (none for a post nobody subscribed) and the bytes it keeps.
 */
export const receiverCaps: Migration = {
  version: 40,
  name: 'receiver-caps',
  sql: readFileSync(new URL('./0040-receiver-caps.sql', import.meta.url), 'utf8'),
};
