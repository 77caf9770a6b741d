    ALTER TABLE teams ADD COLUMN subscription_started_at TEXT;
    UPDATE teams SET subscription_started_at = created_at WHERE subscription = 'active';

    CREATE TRIGGER teams_subscription_inserted AFTER INSERT ON teams WHEN NEW.subscription = 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NEW.created_at WHERE id = NEW.id;
    END;

    CREATE TRIGGER teams_subscription_started AFTER UPDATE OF subscription ON teams
      WHEN NEW.subscription = 'active' AND OLD.subscription != 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NEW.updated_at WHERE id = NEW.id;
    END;

    CREATE TRIGGER teams_subscription_ended AFTER UPDATE OF subscription ON teams WHEN NEW.subscription != 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NULL WHERE id = NEW.id;
    END;
