import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { REQUEST_LOG_COLUMNS } from './migrations/0033-request-log.ts';

// Not connection.ts's Db: connection.ts imports this file (no import cycle, not even of types).
type Db = Database.Database;

/**
 * The request log lives in a SQLite file of its own beside the main one,
 * attached to the server's connection as `request_log_db`: the log's writer
 * thread (sandbox/request-log/log-writer.ts) writes it through a connection of
 * its own, and two writers of one file would make the API's transactions fail
 * with SQLITE_BUSY whenever the log committed between their first read and their
 * first write. Queries name `request_log` unqualified; SQLite finds it here.
 * The state export (a backup of the main database) leaves the log out.
 */
export const REQUEST_LOG_SCHEMA = 'request_log_db';
export const REQUEST_LOG_FILE = 'request-log.sqlite';
/**
 * Page cache of the log's file in each connection, in KiB (SQLite pragma `cache_size`).
 * The log only appends, deletes its oldest rows and answers the console's newest page: 1 MB
 * holds that, where the 16 MB default of better-sqlite3 filled with bodies nobody reads again.
 */
export const REQUEST_LOG_CACHE_KIB = 1000;

const TABLE = `
  CREATE TABLE IF NOT EXISTS ${REQUEST_LOG_SCHEMA}.request_log (${REQUEST_LOG_COLUMNS});
  CREATE INDEX IF NOT EXISTS ${REQUEST_LOG_SCHEMA}.request_log_at ON request_log(at_ms);
  CREATE INDEX IF NOT EXISTS ${REQUEST_LOG_SCHEMA}.request_log_team ON request_log(team_id, id);
`;

/** The log's file for a main database file (in memory for an in-memory database). */
export function requestLogFileFor(mainFile: string, memory: boolean): string {
  return memory ? ':memory:' : join(dirname(mainFile), REQUEST_LOG_FILE);
}

/** Attaches the log's file (created with its table when new) to the connection. */
export function attachRequestLog(db: Db, file: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${REQUEST_LOG_SCHEMA}`).run(file);
  db.pragma(`${REQUEST_LOG_SCHEMA}.journal_mode = WAL`);
  db.pragma(`${REQUEST_LOG_SCHEMA}.synchronous = NORMAL`);
  db.pragma(`${REQUEST_LOG_SCHEMA}.cache_size = -${REQUEST_LOG_CACHE_KIB}`);
  db.exec(TABLE);
}

/** The file attached as the log (what the writer thread opens). */
export function attachedRequestLogFile(db: Db): string {
  const row = (db.pragma('database_list') as { name: string; file: string }[]).find((entry) => entry.name === REQUEST_LOG_SCHEMA);
  if (!row) throw new Error('The request log is not attached');
  return row.file;
}
