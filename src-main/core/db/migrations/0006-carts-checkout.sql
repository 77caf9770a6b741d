    CREATE TABLE carts (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      status TEXT NOT NULL CHECK (status IN ('open', 'completed')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );
    CREATE UNIQUE INDEX carts_one_open ON carts(team_id) WHERE status = 'open';

    CREATE TABLE cart_items (
      id TEXT PRIMARY KEY,
      cart_id TEXT NOT NULL REFERENCES carts(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      created_at TEXT NOT NULL,
      UNIQUE (cart_id, campaign_id)
    );

    CREATE TABLE invoices (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      number TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('paid')),
      total_cents INTEGER NOT NULL,
      currency TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      paid_at TEXT NOT NULL
    );
    CREATE INDEX invoices_team ON invoices(team_id);

    CREATE TABLE invoice_lines (
      id TEXT PRIMARY KEY,
      invoice_id TEXT NOT NULL REFERENCES invoices(id),
      campaign_id TEXT REFERENCES campaigns(id),
      kind TEXT NOT NULL CHECK (kind IN ('pieces', 'envelopes', 'attachment_pages')),
      description TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      unit_cents INTEGER NOT NULL,
      amount_cents INTEGER NOT NULL
    );
    CREATE INDEX invoice_lines_invoice ON invoice_lines(invoice_id);

    CREATE TABLE checkout_sessions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      token_hash TEXT NOT NULL UNIQUE,
      campaign_id TEXT REFERENCES campaigns(id),
      cart_id TEXT REFERENCES carts(id),
      redirect_url TEXT,
      recipient_ids_json TEXT NOT NULL,
      total_cents INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'superseded')),
      reason TEXT,
      invoice_id TEXT REFERENCES invoices(id),
      expires_at_ms INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      completed_at TEXT
    );
    CREATE INDEX checkout_sessions_team ON checkout_sessions(team_id);

    -- Rendered attachment pages are charged per page (filled by the attachments workflow).
    ALTER TABLE recipients ADD COLUMN attachment_pages INTEGER NOT NULL DEFAULT 0;
