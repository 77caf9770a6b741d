    ALTER TABLE jobs ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX jobs_claim ON jobs(status, priority DESC, run_after_ms);
