import type { Migration } from '../migrate.ts';

/** The log's columns: also the table of its own file (db/request-log-file.ts), where migration 37 moved it. */
export const REQUEST_LOG_COLUMNS = /* sql */ `
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
`;

/**
 * The developer console's request log: what a client sent and what Inkpost
 * answered. Keys are never stored (only the key's id and kind); bodies are
 * capped and masked before they get here. Retention trims it by count and age.
 */
export const requestLog: Migration = {
  version: 33,
  name: 'request-log',
  sql: /* sql */ `
    CREATE TABLE request_log (${REQUEST_LOG_COLUMNS});
    CREATE INDEX request_log_at ON request_log(at_ms);
    CREATE INDEX request_log_team ON request_log(team_id, id);
  `,
};
