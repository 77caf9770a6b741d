    CREATE INDEX jobs_finished ON jobs(status, updated_at);
    CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(status, completed_at);
    CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);
    CREATE INDEX webhook_deliveries_replay ON webhook_deliveries(replay_of) WHERE replay_of IS NOT NULL;
    CREATE INDEX webhook_events_created ON webhook_events(created_at);
    CREATE INDEX qr_scans_time ON qr_scans(scanned_at);
    CREATE INDEX usage_events_created ON usage_events(created_at);
