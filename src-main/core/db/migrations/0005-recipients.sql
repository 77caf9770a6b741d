    ALTER TABLE campaigns ADD COLUMN testing INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE campaigns ADD COLUMN activation_in_progress INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE recipients (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      title TEXT,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      company TEXT,
      email TEXT,
      domain TEXT,
      address1 TEXT,
      address2 TEXT,
      address3 TEXT,
      city TEXT,
      state TEXT,
      postal_code TEXT,
      country TEXT,
      region TEXT,
      variables_json TEXT NOT NULL,
      external_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('pending', 'invalid', 'ready', 'printing', 'shipped', 'delivered', 'deleted')),
      testing INTEGER NOT NULL DEFAULT 0,
      render_status TEXT NOT NULL DEFAULT 'queued' CHECK (render_status IN ('queued', 'rendered', 'failed')),
      render_error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX recipients_campaign ON recipients(campaign_id, status);
    CREATE INDEX recipients_team ON recipients(team_id);
    CREATE INDEX recipients_external ON recipients(campaign_id, external_id);

    CREATE TABLE documents (
      id TEXT PRIMARY KEY,
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      team_id TEXT NOT NULL REFERENCES teams(id),
      format TEXT NOT NULL CHECK (format IN ('pdf', 'preview')),
      type TEXT NOT NULL CHECK (type IN ('note', 'postcard', 'envelope')),
      page INTEGER,
      src TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX documents_recipient ON documents(recipient_id);
