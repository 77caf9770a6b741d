    CREATE TABLE recipient_imports (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      file_name TEXT NOT NULL,
      sheet TEXT,
      fingerprint TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('running', 'cancelled', 'failed', 'done')),
      rows_total INTEGER NOT NULL,
      rows_stored INTEGER NOT NULL DEFAULT 0,
      through_row INTEGER NOT NULL DEFAULT -1,
      last_error TEXT,
      run_started_ms REAL NOT NULL,
      run_rows_start INTEGER NOT NULL DEFAULT 0,
      last_batch_ms REAL,
      started_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      finished_at TEXT
    );
    CREATE INDEX recipient_imports_campaign ON recipient_imports(campaign_id, started_at);
    DROP INDEX jobs_due;
