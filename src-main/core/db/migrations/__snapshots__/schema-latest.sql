-- PRAGMA user_version = 43

-- index api_keys_team on api_keys
CREATE INDEX api_keys_team ON api_keys(team_id);

-- index attachments_campaign on attachments
CREATE INDEX attachments_campaign ON attachments(campaign_id);

-- index billing_setup_sessions_team on billing_setup_sessions
CREATE INDEX billing_setup_sessions_team ON billing_setup_sessions(team_id);

-- index campaigns_team on campaigns
CREATE INDEX campaigns_team ON campaigns(team_id, created_at);

-- index carts_one_open on carts
CREATE UNIQUE INDEX carts_one_open ON carts(team_id) WHERE status = 'open';

-- index checkout_sessions_team on checkout_sessions
CREATE INDEX checkout_sessions_team ON checkout_sessions(team_id);

-- index design_starters_team on design_starters
CREATE INDEX design_starters_team ON design_starters (team_id, created_at);

-- index designs_team_updated on designs
CREATE INDEX designs_team_updated ON designs (team_id, updated_at);

-- index documents_recipient on documents
CREATE INDEX documents_recipient ON documents(recipient_id);

-- index hands_team_name on hands
CREATE UNIQUE INDEX hands_team_name ON hands(team_id, name);

-- index invitations_team on invitations
CREATE INDEX invitations_team ON invitations(team_id);

-- index invoice_lines_invoice on invoice_lines
CREATE INDEX invoice_lines_invoice ON invoice_lines(invoice_id);

-- index invoices_team on invoices
CREATE INDEX invoices_team ON invoices(team_id);

-- index jobs_claim on jobs
CREATE INDEX jobs_claim ON jobs(status, priority DESC, run_after_ms);

-- index jobs_finished on jobs
CREATE INDEX jobs_finished ON jobs(status, updated_at);

-- index jobs_subject on jobs
CREATE INDEX jobs_subject ON jobs(subject_id);

-- index qr_scans_code on qr_scans
CREATE INDEX qr_scans_code ON qr_scans(qr_code_id);

-- index qr_scans_recipient on qr_scans
CREATE INDEX qr_scans_recipient ON qr_scans(recipient_id);

-- index qr_scans_time on qr_scans
CREATE INDEX qr_scans_time ON qr_scans(scanned_at);

-- index receiver_messages_receiver on receiver_messages
CREATE INDEX receiver_messages_receiver ON receiver_messages(receiver, id);

-- index receiver_messages_team on receiver_messages
CREATE INDEX receiver_messages_team ON receiver_messages(team_id, id);

-- index recipient_imports_campaign on recipient_imports
CREATE INDEX recipient_imports_campaign ON recipient_imports(campaign_id, started_at);

-- index recipient_status_events_recipient on recipient_status_events
CREATE INDEX recipient_status_events_recipient ON recipient_status_events(recipient_id);

-- index recipients_campaign on recipients
CREATE INDEX recipients_campaign ON recipients(campaign_id, status);

-- index recipients_external on recipients
CREATE INDEX recipients_external ON recipients(campaign_id, external_id);

-- index recipients_rendered on recipients
CREATE INDEX recipients_rendered ON recipients(campaign_id, render_status, created_at);

-- index recipients_team on recipients
CREATE INDEX recipients_team ON recipients(team_id);

-- index sqlite_autoindex_api_keys_1 on api_keys
(no sql);

-- index sqlite_autoindex_api_keys_2 on api_keys
(no sql);

-- index sqlite_autoindex_attachments_1 on attachments
(no sql);

-- index sqlite_autoindex_attachments_2 on attachments
(no sql);

-- index sqlite_autoindex_billing_setup_sessions_1 on billing_setup_sessions
(no sql);

-- index sqlite_autoindex_billing_setup_sessions_2 on billing_setup_sessions
(no sql);

-- index sqlite_autoindex_brand_kits_1 on brand_kits
(no sql);

-- index sqlite_autoindex_campaign_attachment_slots_1 on campaign_attachment_slots
(no sql);

-- index sqlite_autoindex_campaigns_1 on campaigns
(no sql);

-- index sqlite_autoindex_cart_items_1 on cart_items
(no sql);

-- index sqlite_autoindex_cart_items_2 on cart_items
(no sql);

-- index sqlite_autoindex_carts_1 on carts
(no sql);

-- index sqlite_autoindex_checkout_sessions_1 on checkout_sessions
(no sql);

-- index sqlite_autoindex_checkout_sessions_2 on checkout_sessions
(no sql);

-- index sqlite_autoindex_design_starters_1 on design_starters
(no sql);

-- index sqlite_autoindex_designs_1 on designs
(no sql);

-- index sqlite_autoindex_documents_1 on documents
(no sql);

-- index sqlite_autoindex_hand_sheets_1 on hand_sheets
(no sql);

-- index sqlite_autoindex_hands_1 on hands
(no sql);

-- index sqlite_autoindex_invitations_1 on invitations
(no sql);

-- index sqlite_autoindex_invoice_lines_1 on invoice_lines
(no sql);

-- index sqlite_autoindex_invoices_1 on invoices
(no sql);

-- index sqlite_autoindex_invoices_2 on invoices
(no sql);

-- index sqlite_autoindex_invoices_3 on invoices
(no sql);

-- index sqlite_autoindex_jobs_1 on jobs
(no sql);

-- index sqlite_autoindex_qr_codes_1 on qr_codes
(no sql);

-- index sqlite_autoindex_qr_codes_2 on qr_codes
(no sql);

-- index sqlite_autoindex_qr_codes_3 on qr_codes
(no sql);

-- index sqlite_autoindex_qr_scans_1 on qr_scans
(no sql);

-- index sqlite_autoindex_recipient_attachments_1 on recipient_attachments
(no sql);

-- index sqlite_autoindex_recipient_imports_1 on recipient_imports
(no sql);

-- index sqlite_autoindex_recipients_1 on recipients
(no sql);

-- index sqlite_autoindex_sandbox_faults_1 on sandbox_faults
(no sql);

-- index sqlite_autoindex_settings_1 on settings
(no sql);

-- index sqlite_autoindex_team_product_keys_1 on team_product_keys
(no sql);

-- index sqlite_autoindex_teams_1 on teams
(no sql);

-- index sqlite_autoindex_template_versions_1 on template_versions
(no sql);

-- index sqlite_autoindex_template_versions_2 on template_versions
(no sql);

-- index sqlite_autoindex_templates_1 on templates
(no sql);

-- index sqlite_autoindex_usage_events_1 on usage_events
(no sql);

-- index sqlite_autoindex_users_1 on users
(no sql);

-- index sqlite_autoindex_webhook_deliveries_1 on webhook_deliveries
(no sql);

-- index sqlite_autoindex_webhook_events_1 on webhook_events
(no sql);

-- index sqlite_autoindex_webhook_subscriptions_1 on webhook_subscriptions
(no sql);

-- index templates_team on templates
CREATE INDEX templates_team ON templates(team_id);

-- index usage_events_created on usage_events
CREATE INDEX usage_events_created ON usage_events(created_at);

-- index usage_events_team on usage_events
CREATE INDEX usage_events_team ON usage_events(team_id, created_at);

-- index users_team on users
CREATE INDEX users_team ON users(team_id);

-- index webhook_attempts_delivery on webhook_attempts
CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, number);

-- index webhook_deliveries_due on webhook_deliveries
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_ms);

-- index webhook_deliveries_event on webhook_deliveries
CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);

-- index webhook_deliveries_finished on webhook_deliveries
CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(status, completed_at);

-- index webhook_deliveries_replay on webhook_deliveries
CREATE INDEX webhook_deliveries_replay ON webhook_deliveries(replay_of) WHERE replay_of IS NOT NULL;

-- index webhook_deliveries_subscription on webhook_deliveries
CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries(subscription_id, created_at);

-- index webhook_events_created on webhook_events
CREATE INDEX webhook_events_created ON webhook_events(created_at);

-- index webhook_subscriptions_live_url on webhook_subscriptions
CREATE UNIQUE INDEX webhook_subscriptions_live_url
      ON webhook_subscriptions(team_id, event_type, url_key) WHERE status <> 'deleted';

-- index webhook_subscriptions_team on webhook_subscriptions
CREATE INDEX webhook_subscriptions_team ON webhook_subscriptions(team_id, event_type, status);

-- table api_keys on api_keys
CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      kind TEXT NOT NULL CHECK (kind IN ('partner', 'customer')),
      name TEXT NOT NULL,
      key_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      revoked_at TEXT
    );

-- table attachments on attachments
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

-- table billing_setup_sessions on billing_setup_sessions
CREATE TABLE billing_setup_sessions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      token_hash TEXT NOT NULL UNIQUE,
      redirect_url TEXT,
      created_at TEXT NOT NULL,
      expires_at_ms INTEGER NOT NULL,
      completed_at TEXT,
      outcome TEXT
    );

-- table brand_kits on brand_kits
CREATE TABLE brand_kits (
      team_id TEXT PRIMARY KEY REFERENCES teams(id),
      logo TEXT,
      colours_json TEXT NOT NULL,
      heading_font TEXT,
      body_font TEXT,
      updated_at TEXT NOT NULL
    );

-- table campaign_attachment_slots on campaign_attachment_slots
CREATE TABLE campaign_attachment_slots (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      slot INTEGER NOT NULL,
      required INTEGER NOT NULL,
      default_attachment_id TEXT REFERENCES attachments(id),
      PRIMARY KEY (campaign_id, slot)
    );

-- table campaigns on campaigns
CREATE TABLE campaigns (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'paused', 'stopped', 'shipped', 'deleted')),
      delivery_method TEXT NOT NULL CHECK (delivery_method IN ('directMail', 'bulkShipping')),
      frequency TEXT NOT NULL CHECK (frequency IN ('oneTime', 'recurring')),
      billing_method TEXT NOT NULL,
      product_id TEXT NOT NULL,
      template_id TEXT NOT NULL REFERENCES templates(id),
      include_envelope INTEGER NOT NULL DEFAULT 0,
      envelope_sealed INTEGER NOT NULL DEFAULT 0,
      stamp_on_envelope INTEGER NOT NULL DEFAULT 0,
      shipping_address_id TEXT,
      shipping_address_json TEXT,
      return_address_id TEXT,
      return_address_json TEXT,
      tracking_email TEXT NOT NULL,
      batch_individually INTEGER NOT NULL DEFAULT 0,
      stamp_class TEXT,
      subscription_id TEXT,
      invoice_id TEXT,
      cart_id TEXT,
      print_house_override_id TEXT,
      render_mode TEXT NOT NULL DEFAULT 'standard',
      hidden INTEGER NOT NULL DEFAULT 0,
      direct_mail_handwriting_warning TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      ready_at TEXT,
      shipped_at TEXT,
      deleted_at TEXT
    , testing INTEGER NOT NULL DEFAULT 0, activation_in_progress INTEGER NOT NULL DEFAULT 0);

-- table cart_items on cart_items
CREATE TABLE cart_items (
      id TEXT PRIMARY KEY,
      cart_id TEXT NOT NULL REFERENCES carts(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      created_at TEXT NOT NULL,
      UNIQUE (cart_id, campaign_id)
    );

-- table carts on carts
CREATE TABLE carts (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      status TEXT NOT NULL CHECK (status IN ('open', 'completed')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );

-- table checkout_sessions on checkout_sessions
CREATE TABLE checkout_sessions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      token_hash TEXT NOT NULL UNIQUE,
      campaign_id TEXT REFERENCES campaigns(id),
      cart_id TEXT REFERENCES carts(id),
      redirect_url TEXT,
      recipient_ids_json TEXT NOT NULL,
      total_cents INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'superseded')),
      reason TEXT,
      invoice_id TEXT REFERENCES invoices(id),
      expires_at_ms INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      completed_at TEXT
    );

-- table design_starters on design_starters
CREATE TABLE design_starters (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      occasion TEXT NOT NULL,
      description TEXT NOT NULL,
      product_key TEXT NOT NULL,
      orientation TEXT NOT NULL CHECK (orientation IN ('landscape', 'portrait')),
      include_envelope INTEGER NOT NULL DEFAULT 0,
      front_json TEXT NOT NULL,
      back_json TEXT,
      created_at TEXT NOT NULL
    );

-- table designs on designs
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

-- table documents on documents
CREATE TABLE documents (
      id TEXT PRIMARY KEY,
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      team_id TEXT NOT NULL REFERENCES teams(id),
      format TEXT NOT NULL CHECK (format IN ('pdf', 'preview')),
      type TEXT NOT NULL CHECK (type IN ('note', 'postcard', 'envelope')),
      page INTEGER,
      src TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

-- table hand_sheets on hand_sheets
CREATE TABLE hand_sheets (
      hand_id TEXT NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
      sheet INTEGER NOT NULL,
      image BLOB NOT NULL,
      PRIMARY KEY (hand_id, sheet)
    );

-- table hands on hands
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

-- table invitations on invitations
CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      user_id TEXT NOT NULL REFERENCES users(id),
      email TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'revoked')),
      created_at TEXT NOT NULL
    );

-- table invoice_lines on invoice_lines
CREATE TABLE invoice_lines (
      id TEXT PRIMARY KEY,
      invoice_id TEXT NOT NULL REFERENCES invoices(id),
      campaign_id TEXT REFERENCES campaigns(id),
      kind TEXT NOT NULL CHECK (kind IN ('pieces', 'envelopes', 'attachment_pages')),
      description TEXT NOT NULL,
      quantity INTEGER NOT NULL,
      unit_cents INTEGER NOT NULL,
      amount_cents INTEGER NOT NULL
    );

-- table invoices on invoices
CREATE TABLE invoices (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      number TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('paid')),
      total_cents INTEGER NOT NULL,
      currency TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      paid_at TEXT NOT NULL
    );

-- table jobs on jobs
CREATE TABLE jobs (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      subject_id TEXT,
      payload_json TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      max_attempts INTEGER NOT NULL,
      run_after_ms REAL NOT NULL,
      last_error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    , priority INTEGER NOT NULL DEFAULT 0);

-- table qr_codes on qr_codes
CREATE TABLE qr_codes (
      id TEXT PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      team_id TEXT NOT NULL REFERENCES teams(id),
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      side TEXT NOT NULL CHECK (side IN ('front', 'back')),
      slot_id TEXT NOT NULL,
      destination TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (recipient_id, side, slot_id)
    );

-- table qr_scans on qr_scans
CREATE TABLE qr_scans (
      id TEXT PRIMARY KEY,
      qr_code_id TEXT NOT NULL REFERENCES qr_codes(id),
      team_id TEXT NOT NULL REFERENCES teams(id),
      recipient_id TEXT NOT NULL,
      campaign_id TEXT NOT NULL,
      slot_id TEXT NOT NULL,
      destination TEXT NOT NULL,
      user_agent TEXT,
      scanned_at TEXT NOT NULL
    , place TEXT);

-- table receiver_messages on receiver_messages
CREATE TABLE receiver_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      receiver TEXT NOT NULL,
      received_at TEXT NOT NULL,
      method TEXT NOT NULL,
      headers TEXT NOT NULL,
      body TEXT NOT NULL,
      body_bytes INTEGER NOT NULL,
      truncated INTEGER NOT NULL DEFAULT 0
    , team_id TEXT, kept_bytes INTEGER NOT NULL DEFAULT 0);

-- table recipient_attachments on recipient_attachments
CREATE TABLE recipient_attachments (
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      slot INTEGER NOT NULL,
      attachment_id TEXT NOT NULL REFERENCES attachments(id),
      PRIMARY KEY (recipient_id, slot)
    );

-- table recipient_imports on recipient_imports
CREATE TABLE recipient_imports (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      file_name TEXT NOT NULL,
      sheet TEXT,
      fingerprint TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('running', 'cancelled', 'failed', 'done')),
      rows_total INTEGER NOT NULL,
      rows_stored INTEGER NOT NULL DEFAULT 0,
      through_row INTEGER NOT NULL DEFAULT -1,
      last_error TEXT,
      run_started_ms REAL NOT NULL,
      run_rows_start INTEGER NOT NULL DEFAULT 0,
      last_batch_ms REAL,
      started_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      finished_at TEXT
    );

-- table recipient_status_events on recipient_status_events
CREATE TABLE recipient_status_events (
      recipient_id TEXT NOT NULL REFERENCES recipients(id),
      status TEXT NOT NULL,
      at TEXT NOT NULL
    );

-- table recipients on recipients
CREATE TABLE recipients (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      campaign_id TEXT NOT NULL REFERENCES campaigns(id),
      title TEXT,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      company TEXT,
      email TEXT,
      domain TEXT,
      address1 TEXT,
      address2 TEXT,
      address3 TEXT,
      city TEXT,
      state TEXT,
      postal_code TEXT,
      country TEXT,
      region TEXT,
      variables_json TEXT NOT NULL,
      external_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('pending', 'invalid', 'ready', 'printing', 'shipped', 'delivered', 'deleted')),
      testing INTEGER NOT NULL DEFAULT 0,
      render_status TEXT NOT NULL DEFAULT 'queued' CHECK (render_status IN ('queued', 'rendered', 'failed')),
      render_error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    , attachment_pages INTEGER NOT NULL DEFAULT 0, html_warnings_json TEXT);

-- table sandbox_faults on sandbox_faults
CREATE TABLE sandbox_faults (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('status', 'delay', 'webhook_timeout', 'webhook_duplicate')),
      -- A route name of the contract, or '*' for every route faults apply to.
      route TEXT NOT NULL,
      team_id TEXT,
      status INTEGER,
      retry_after_seconds INTEGER,
      delay_ms INTEGER,
      -- NULL: no limit; otherwise how many more requests it answers.
      remaining INTEGER,
      -- NULL: every matching request; otherwise the share (0 < share <= 1) it answers.
      share REAL,
      hits INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL
    );

-- table settings on settings
CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );

-- table sqlite_sequence on sqlite_sequence
CREATE TABLE sqlite_sequence(name,seq);

-- table team_product_keys on team_product_keys
CREATE TABLE team_product_keys (
      team_id TEXT NOT NULL REFERENCES teams(id),
      product_key TEXT NOT NULL,
      base_product_key TEXT NOT NULL,
      PRIMARY KEY (team_id, product_key)
    );

-- table teams on teams
CREATE TABLE teams (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('partner', 'customer')),
      name TEXT NOT NULL,
      partner_approved INTEGER NOT NULL DEFAULT 0,
      provisioned_by_team_id TEXT REFERENCES teams(id),
      subscription TEXT NOT NULL DEFAULT 'none' CHECK (subscription IN ('active', 'none')),
      payment_method TEXT NOT NULL DEFAULT 'none' CHECK (payment_method IN ('valid', 'declining', 'none')),
      generate_api INTEGER NOT NULL DEFAULT 0,
      attachments INTEGER NOT NULL DEFAULT 0,
      external_id_upsert INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    , allow_private_webhooks INTEGER NOT NULL DEFAULT 0, subscription_started_at TEXT, home_country TEXT);

-- table template_versions on template_versions
CREATE TABLE template_versions (
      id TEXT PRIMARY KEY,
      template_id TEXT NOT NULL REFERENCES templates(id),
      version_number INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
      product_id TEXT NOT NULL,
      print_config TEXT NOT NULL,
      pages_json TEXT NOT NULL,
      created_at TEXT NOT NULL, design_id TEXT REFERENCES designs(id), orientation TEXT,
      UNIQUE (template_id, version_number)
    );

-- table templates on templates
CREATE TABLE templates (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      published_at TEXT
    );

-- table usage_events on usage_events
CREATE TABLE usage_events (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      kind TEXT NOT NULL,
      quantity INTEGER NOT NULL DEFAULT 1,
      subject_id TEXT,
      created_at TEXT NOT NULL
    );

-- table users on users
CREATE TABLE users (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      email TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      role TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

-- table webhook_attempts on webhook_attempts
CREATE TABLE webhook_attempts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id),
      number INTEGER NOT NULL,
      attempted_at TEXT NOT NULL,
      url TEXT NOT NULL,
      status_code INTEGER,
      response_snippet TEXT,
      error TEXT,
      duration_ms REAL NOT NULL
    , request_headers TEXT, fault TEXT);

-- table webhook_deliveries on webhook_deliveries
CREATE TABLE webhook_deliveries (
      id TEXT PRIMARY KEY,
      event_id TEXT NOT NULL REFERENCES webhook_events(id),
      subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions(id),
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_ms REAL NOT NULL,
      last_status_code INTEGER,
      last_error TEXT,
      replay_of TEXT REFERENCES webhook_deliveries(id),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );

-- table webhook_events on webhook_events
CREATE TABLE webhook_events (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      event_type TEXT NOT NULL,
      -- The exact JSON body sent (signed byte for byte).
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

-- table webhook_subscriptions on webhook_subscriptions
CREATE TABLE webhook_subscriptions (
      id TEXT PRIMARY KEY,
      team_id TEXT NOT NULL REFERENCES teams(id),
      event_type TEXT NOT NULL,
      url TEXT NOT NULL,
      -- WHATWG-normalised url: duplicates are judged on it.
      url_key TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'inactive', 'deleted')),
      -- AES-256-GCM sealed signing secret (key file in the data directory).
      secret_sealed TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT
    );

-- trigger recipient_status_event on recipients
CREATE TRIGGER recipient_status_event AFTER UPDATE OF status ON recipients WHEN NEW.status <> OLD.status
    BEGIN
      INSERT INTO recipient_status_events (recipient_id, status, at) VALUES (NEW.id, NEW.status, NEW.updated_at);
    END;

-- trigger teams_subscription_ended on teams
CREATE TRIGGER teams_subscription_ended AFTER UPDATE OF subscription ON teams WHEN NEW.subscription != 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NULL WHERE id = NEW.id;
    END;

-- trigger teams_subscription_inserted on teams
CREATE TRIGGER teams_subscription_inserted AFTER INSERT ON teams WHEN NEW.subscription = 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NEW.created_at WHERE id = NEW.id;
    END;

-- trigger teams_subscription_started on teams
CREATE TRIGGER teams_subscription_started AFTER UPDATE OF subscription ON teams
      WHEN NEW.subscription = 'active' AND OLD.subscription != 'active'
    BEGIN
      UPDATE teams SET subscription_started_at = NEW.updated_at WHERE id = NEW.id;
    END;
