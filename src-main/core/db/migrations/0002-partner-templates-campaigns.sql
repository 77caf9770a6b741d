    CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      user_id TEXT NOT NULL REFERENCES users(id),
      email TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'revoked')),
      created_at TEXT NOT NULL
    );
    CREATE INDEX invitations_team ON invitations(team_id);

    CREATE TABLE billing_setup_sessions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      token_hash TEXT NOT NULL UNIQUE,
      redirect_url TEXT,
      created_at TEXT NOT NULL,
      expires_at_ms INTEGER NOT NULL,
      completed_at TEXT,
      outcome TEXT
    );
    CREATE INDEX billing_setup_sessions_team ON billing_setup_sessions(team_id);

    CREATE TABLE campaigns (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'paused', 'stopped', 'shipped', 'deleted')),
      delivery_method TEXT NOT NULL CHECK (delivery_method IN ('directMail', 'bulkShipping')),
      frequency TEXT NOT NULL CHECK (frequency IN ('oneTime', 'recurring')),
      billing_method TEXT NOT NULL,
      product_id TEXT NOT NULL,
      template_id TEXT NOT NULL REFERENCES templates(id),
      include_envelope INTEGER NOT NULL DEFAULT 0,
      envelope_sealed INTEGER NOT NULL DEFAULT 0,
      stamp_on_envelope INTEGER NOT NULL DEFAULT 0,
      shipping_address_id TEXT,
      shipping_address_json TEXT,
      return_address_id TEXT,
      return_address_json TEXT,
      tracking_email TEXT NOT NULL,
      batch_individually INTEGER NOT NULL DEFAULT 0,
      stamp_class TEXT,
      subscription_id TEXT,
      invoice_id TEXT,
      cart_id TEXT,
      print_house_override_id TEXT,
      render_mode TEXT NOT NULL DEFAULT 'standard',
      hidden INTEGER NOT NULL DEFAULT 0,
      direct_mail_handwriting_warning TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      ready_at TEXT,
      shipped_at TEXT,
      deleted_at TEXT
    );
    CREATE INDEX campaigns_team ON campaigns(team_id, created_at);
