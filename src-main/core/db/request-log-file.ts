import { dirname, join } from 'node:path';
import type { Db } from './connection.ts';

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

/** Columns of a log row, as migration 33 made them in the main file (migration 37 moves its rows here). */
const TABLE = `
  CREATE TABLE IF NOT EXISTS ${REQUEST_LOG_SCHEMA}.request_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    at_ms REAL NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    query TEXT,
    route TEXT,
    status INTEGER NOT NULL,
    duration_ms REAL NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('client', 'app')),
    key_id TEXT,
    key_kind TEXT CHECK (key_kind IN ('customer', 'partner', 'admin')),
    team_id TEXT,
    request_headers TEXT NOT NULL,
    request_type TEXT,
    request_body TEXT,
    request_bytes INTEGER NOT NULL,
    request_truncated INTEGER NOT NULL DEFAULT 0,
    -- 1 when a secret was masked out of the body: replaying it would send the mask.
    request_masked INTEGER NOT NULL DEFAULT 0,
    response_headers TEXT NOT NULL,
    response_type TEXT,
    response_body TEXT,
    response_bytes INTEGER NOT NULL,
    response_truncated INTEGER NOT NULL DEFAULT 0,
    message TEXT,
    validation TEXT,
    fault_id TEXT,
    replay_of INTEGER
  );
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
  db.exec(TABLE);
}

/** The file attached as the log (what the writer thread opens). */
export function attachedRequestLogFile(db: Db): string {
  const row = (db.pragma('database_list') as { name: string; file: string }[]).find((entry) => entry.name === REQUEST_LOG_SCHEMA);
  if (!row) throw new Error('The request log is not attached');
  return row.file;
}
