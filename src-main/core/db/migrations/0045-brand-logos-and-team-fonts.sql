    ALTER TABLE brand_kits ADD COLUMN logos_json TEXT NOT NULL DEFAULT '[]';

    CREATE TABLE team_fonts (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      family TEXT NOT NULL,
      weight INTEGER NOT NULL,
      style TEXT NOT NULL CHECK (style IN ('normal', 'italic')),
      format TEXT NOT NULL CHECK (format IN ('otf', 'ttf', 'woff2')),
      file_name TEXT NOT NULL,
      data BLOB NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (team_id, family, weight, style)
    );
    CREATE INDEX team_fonts_team ON team_fonts (team_id, family);
