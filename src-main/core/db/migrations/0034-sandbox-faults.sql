    CREATE TABLE sandbox_faults (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('status', 'delay', 'webhook_timeout', 'webhook_duplicate')),
      -- A route name of the contract, or '*' for every route faults apply to.
      route TEXT NOT NULL,
      team_id TEXT,
      status INTEGER,
      retry_after_seconds INTEGER,
      delay_ms INTEGER,
      -- NULL: no limit; otherwise how many more requests it answers.
      remaining INTEGER,
      -- NULL: every matching request; otherwise the share (0 < share <= 1) it answers.
      share REAL,
      hits INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL
    );
