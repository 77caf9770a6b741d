    CREATE TABLE hands (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      paper TEXT NOT NULL CHECK (paper IN ('a4', 'letter')),
      revision INTEGER NOT NULL,
      fallback_family TEXT NOT NULL,
      cells_json TEXT NOT NULL,
      dpi_json TEXT NOT NULL,
      characters_json TEXT NOT NULL,
      missing_json TEXT NOT NULL,
      warnings_json TEXT NOT NULL,
      font BLOB NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX hands_team_name ON hands(team_id, name);
    CREATE TABLE hand_sheets (
      hand_id TEXT NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
      sheet INTEGER NOT NULL,
      image BLOB NOT NULL,
      PRIMARY KEY (hand_id, sheet)
    );
