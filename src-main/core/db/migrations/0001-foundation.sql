    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );

    CREATE TABLE teams (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('partner', 'customer')),
      name TEXT NOT NULL,
      partner_approved INTEGER NOT NULL DEFAULT 0,
      provisioned_by_team_id TEXT REFERENCES teams(id),
      subscription TEXT NOT NULL DEFAULT 'none' CHECK (subscription IN ('active', 'none')),
      payment_method TEXT NOT NULL DEFAULT 'none' CHECK (payment_method IN ('valid', 'declining', 'none')),
      generate_api INTEGER NOT NULL DEFAULT 0,
      attachments INTEGER NOT NULL DEFAULT 0,
      external_id_upsert INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );

    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      email TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      role TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX users_team ON users(team_id);

    CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      kind TEXT NOT NULL CHECK (kind IN ('partner', 'customer')),
      name TEXT NOT NULL,
      key_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE INDEX api_keys_team ON api_keys(team_id);

    CREATE TABLE templates (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      published_at TEXT
    );
    CREATE INDEX templates_team ON templates(team_id);

    CREATE TABLE template_versions (
      id TEXT PRIMARY KEY,
      template_id TEXT NOT NULL REFERENCES templates(id),
      version_number INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
      product_id TEXT NOT NULL,
      print_config TEXT NOT NULL,
      pages_json TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (template_id, version_number)
    );
