import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The request log moves to a file of its own (db/request-log-file.ts, attached
 * before migrations run): its rows are copied there and the main file's table
 * is dropped, so that unqualified `request_log` names the attached one.
 */
export const requestLogOwnFile: Migration = {
  version: 37,
  name: 'request-log-own-file',
  sql: readFileSync(new URL('./0037-request-log-own-file.sql', import.meta.url), 'utf8'),
};
