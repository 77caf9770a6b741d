    ALTER TABLE webhook_attempts ADD COLUMN request_headers TEXT;
    ALTER TABLE webhook_attempts ADD COLUMN fault TEXT;
    ALTER TABLE qr_scans ADD COLUMN place TEXT;

    CREATE TABLE receiver_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      receiver TEXT NOT NULL,
      received_at TEXT NOT NULL,
      method TEXT NOT NULL,
      headers TEXT NOT NULL,
      body TEXT NOT NULL,
      body_bytes INTEGER NOT NULL,
      truncated INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX receiver_messages_receiver ON receiver_messages(receiver, id);
