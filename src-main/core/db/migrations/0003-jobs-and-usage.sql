    CREATE TABLE jobs (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      subject_id TEXT,
      payload_json TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      max_attempts INTEGER NOT NULL,
      run_after_ms REAL NOT NULL,
      last_error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX jobs_due ON jobs(status, run_after_ms);
    CREATE INDEX jobs_subject ON jobs(subject_id);

    -- Subscription usage: handwriting renders (preview and final) and, later,
    -- recipients billed through a subscription, counted per 30-day cycle.
    CREATE TABLE usage_events (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      kind TEXT NOT NULL,
      quantity INTEGER NOT NULL DEFAULT 1,
      subject_id TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX usage_events_team ON usage_events(team_id, created_at);
