    CREATE TABLE idempotency_keys (
      team_id TEXT NOT NULL REFERENCES teams(id),
      idempotency_key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
      status INTEGER,
      headers TEXT,
      body BLOB,
      created_at TEXT NOT NULL,
      PRIMARY KEY (team_id, idempotency_key)
    );
    CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
