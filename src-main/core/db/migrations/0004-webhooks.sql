    ALTER TABLE teams ADD COLUMN allow_private_webhooks INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE webhook_subscriptions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      event_type TEXT NOT NULL,
      url TEXT NOT NULL,
      -- WHATWG-normalised url: duplicates are judged on it.
      url_key TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'inactive', 'deleted')),
      -- AES-256-GCM sealed signing secret (key file in the data directory).
      secret_sealed TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT
    );
    CREATE INDEX webhook_subscriptions_team ON webhook_subscriptions(team_id, event_type, status);
    CREATE UNIQUE INDEX webhook_subscriptions_live_url
      ON webhook_subscriptions(team_id, event_type, url_key) WHERE status <> 'deleted';

    CREATE TABLE webhook_events (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      event_type TEXT NOT NULL,
      -- The exact JSON body sent (signed byte for byte).
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    -- The outbox: one row per event and subscription.
    CREATE TABLE webhook_deliveries (
      id TEXT PRIMARY KEY,
      event_id TEXT NOT NULL REFERENCES webhook_events(id),
      subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions(id),
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_ms REAL NOT NULL,
      last_status_code INTEGER,
      last_error TEXT,
      replay_of TEXT REFERENCES webhook_deliveries(id),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_ms);
    CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries(subscription_id, created_at);

    CREATE TABLE webhook_attempts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id),
      number INTEGER NOT NULL,
      attempted_at TEXT NOT NULL,
      url TEXT NOT NULL,
      status_code INTEGER,
      response_snippet TEXT,
      error TEXT,
      duration_ms REAL NOT NULL
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, number);
