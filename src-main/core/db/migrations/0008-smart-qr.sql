    CREATE TABLE qr_codes (
      id TEXT PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      team_id TEXT NOT NULL REFERENCES teams(id),
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      side TEXT NOT NULL CHECK (side IN ('front', 'back')),
      slot_id TEXT NOT NULL,
      destination TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (recipient_id, side, slot_id)
    );

    -- No IP address is stored: a scan is its time, user agent and what was scanned.
    CREATE TABLE qr_scans (
      id TEXT PRIMARY KEY,
      qr_code_id TEXT NOT NULL REFERENCES qr_codes(id),
      team_id TEXT NOT NULL REFERENCES teams(id),
      recipient_id TEXT NOT NULL,
      campaign_id TEXT NOT NULL,
      slot_id TEXT NOT NULL,
      destination TEXT NOT NULL,
      user_agent TEXT,
      scanned_at TEXT NOT NULL
    );
    CREATE INDEX qr_scans_code ON qr_scans(qr_code_id);

    CREATE TABLE team_product_keys (
      team_id TEXT NOT NULL REFERENCES teams(id),
      product_key TEXT NOT NULL,
      base_product_key TEXT NOT NULL,
      PRIMARY KEY (team_id, product_key)
    );
