    CREATE TABLE recipient_status_events (
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      status TEXT NOT NULL,
      at TEXT NOT NULL
    );
    CREATE INDEX recipient_status_events_recipient ON recipient_status_events(recipient_id);
    CREATE TRIGGER recipient_status_event AFTER UPDATE OF status ON recipients WHEN NEW.status <> OLD.status
    BEGIN
      INSERT INTO recipient_status_events (recipient_id, status, at) VALUES (NEW.id, NEW.status, NEW.updated_at);
    END;
    CREATE INDEX qr_scans_recipient ON qr_scans(recipient_id);
