    CREATE INDEX recipients_rendered ON recipients(campaign_id, render_status, created_at);
