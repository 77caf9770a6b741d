    CREATE TABLE designs (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      product_key TEXT NOT NULL,
      orientation TEXT NOT NULL CHECK (orientation IN ('landscape', 'portrait')),
      include_envelope INTEGER NOT NULL DEFAULT 0,
      front_json TEXT NOT NULL,
      back_json TEXT,
      template_id TEXT REFERENCES templates(id),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT
    );
    CREATE INDEX designs_team_updated ON designs (team_id, updated_at);

    ALTER TABLE template_versions ADD COLUMN design_id TEXT REFERENCES designs(id);
    ALTER TABLE template_versions ADD COLUMN orientation TEXT;
