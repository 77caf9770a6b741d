    CREATE TABLE brand_kits (
      team_id TEXT PRIMARY KEY REFERENCES teams(id),
      logo TEXT,
      colours_json TEXT NOT NULL,
      heading_font TEXT,
      body_font TEXT,
      updated_at TEXT NOT NULL
    );

    CREATE TABLE design_starters (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      occasion TEXT NOT NULL,
      description TEXT NOT NULL,
      product_key TEXT NOT NULL,
      orientation TEXT NOT NULL CHECK (orientation IN ('landscape', 'portrait')),
      include_envelope INTEGER NOT NULL DEFAULT 0,
      front_json TEXT NOT NULL,
      back_json TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX design_starters_team ON design_starters (team_id, created_at);
