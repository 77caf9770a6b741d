    ALTER TABLE receiver_messages ADD COLUMN team_id TEXT;
    ALTER TABLE receiver_messages ADD COLUMN kept_bytes INTEGER NOT NULL DEFAULT 0;
    UPDATE receiver_messages SET kept_bytes = length(CAST(body AS BLOB)) + length(CAST(headers AS BLOB));
    CREATE INDEX receiver_messages_team ON receiver_messages(team_id, id);
