import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface WebhookSubscriptionRow {
  id: string;
  team_id: string;
  event_type: 'qr_code.scanned';
  url: string;
  url_key: string;
  status: 'active' | 'inactive' | 'deleted';
  secret_sealed: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export function insertWebhookSubscription(db: Db, row: Omit<WebhookSubscriptionRow, 'deleted_at' | 'updated_at'>): void {
  prepared(db, 
    `INSERT INTO webhook_subscriptions (id, team_id, event_type, url, url_key, status, secret_sealed, created_at, updated_at)
     VALUES (@id, @team_id, @event_type, @url, @url_key, @status, @secret_sealed, @created_at, @created_at)`,
  ).run(row);
}

/** A team's non-deleted subscription (another team's or a deleted one is undefined). */
export function findLiveWebhookSubscription(db: Db, teamId: string, id: string): WebhookSubscriptionRow | undefined {
  return prepared(db, `SELECT * FROM webhook_subscriptions WHERE id = ? AND team_id = ? AND status <> 'deleted'`).get(id, teamId) as WebhookSubscriptionRow | undefined;
}

export function findWebhookSubscription(db: Db, id: string): WebhookSubscriptionRow | undefined {
  return prepared(db, 'SELECT * FROM webhook_subscriptions WHERE id = ?').get(id) as WebhookSubscriptionRow | undefined;
}

export function listLiveWebhookSubscriptions(db: Db, teamId: string): WebhookSubscriptionRow[] {
  return prepared(db, `SELECT * FROM webhook_subscriptions WHERE team_id = ? AND status <> 'deleted' ORDER BY created_at, id`).all(teamId) as WebhookSubscriptionRow[];
}

export function listActiveWebhookSubscriptions(db: Db, teamId: string, eventType: string): WebhookSubscriptionRow[] {
  return prepared(db, 
      `SELECT * FROM webhook_subscriptions WHERE team_id = ? AND event_type = ? AND status = 'active' ORDER BY created_at, id`)
    .all(teamId, eventType) as WebhookSubscriptionRow[];
}

/** Another non-deleted subscription of the team with the same event type and normalised URL. */
export function findDuplicateWebhookSubscription(db: Db, teamId: string, eventType: string, urlKey: string, exceptId?: string): WebhookSubscriptionRow | undefined {
  return prepared(db, 
      `SELECT * FROM webhook_subscriptions WHERE team_id = ? AND event_type = ? AND url_key = ? AND status <> 'deleted' AND id <> ?`)
    .get(teamId, eventType, urlKey, exceptId ?? '') as WebhookSubscriptionRow | undefined;
}

export function updateWebhookSubscription(db: Db, id: string, patch: { url?: string; url_key?: string; status?: 'active' | 'inactive' }, updatedAt: string): void {
  prepared(db, 
    `UPDATE webhook_subscriptions SET url = COALESCE(@url, url), url_key = COALESCE(@url_key, url_key), status = COALESCE(@status, status), updated_at = @updated_at WHERE id = @id`,
  ).run({ id, url: patch.url ?? null, url_key: patch.url_key ?? null, status: patch.status ?? null, updated_at: updatedAt });
}

export function markWebhookSubscriptionDeleted(db: Db, id: string, at: string): void {
  prepared(db, `UPDATE webhook_subscriptions SET status = 'deleted', deleted_at = ?, updated_at = ? WHERE id = ?`).run(at, at, id);
}

/** The team's sandbox switch for private webhook receivers. */
export function teamAllowsPrivateWebhooks(db: Db, teamId: string): boolean {
  const row = prepared(db, 'SELECT allow_private_webhooks FROM teams WHERE id = ?').get(teamId) as { allow_private_webhooks: number } | undefined;
  return row?.allow_private_webhooks === 1;
}
