    CREATE TABLE attachments (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      src TEXT NOT NULL UNIQUE,
      filename TEXT,
      page_count INTEGER NOT NULL,
      byte_size INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX attachments_campaign ON attachments(campaign_id);

    CREATE TABLE campaign_attachment_slots (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      slot INTEGER NOT NULL,
      required INTEGER NOT NULL,
      default_attachment_id TEXT REFERENCES attachments(id),
      PRIMARY KEY (campaign_id, slot)
    );

    CREATE TABLE recipient_attachments (
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      slot INTEGER NOT NULL,
      attachment_id TEXT NOT NULL REFERENCES attachments(id),
      PRIMARY KEY (recipient_id, slot)
    );
