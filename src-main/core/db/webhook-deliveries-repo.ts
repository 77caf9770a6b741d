import type { Db } from './connection.ts';
import { cachedTransaction, prepared } from './prepared.ts';

export interface WebhookEventRow {
  id: string;
  team_id: string;
  event_type: 'qr_code.scanned';
  body: string;
  created_at: string;
}

export interface WebhookDeliveryRow {
  id: string;
  event_id: string;
  subscription_id: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_ms: number;
  last_status_code: number | null;
  last_error: string | null;
  replay_of: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface WebhookAttemptRow {
  delivery_id: string;
  number: number;
  attempted_at: string;
  url: string;
  status_code: number | null;
  response_snippet: string | null;
  error: string | null;
  duration_ms: number;
  /** JSON of the headers sent (added by migration 22; null on older attempts). */
  request_headers?: string | null;
  /** The sandbox fault that shaped the attempt (timeout, duplicate). */
  fault?: string | null;
}

export function insertWebhookEvent(db: Db, row: WebhookEventRow): void {
  prepared(db, 'INSERT INTO webhook_events (id, team_id, event_type, body, created_at) VALUES (@id, @team_id, @event_type, @body, @created_at)').run(row);
}

export function findWebhookEvent(db: Db, id: string): WebhookEventRow | undefined {
  return prepared(db, 'SELECT * FROM webhook_events WHERE id = ?').get(id) as WebhookEventRow | undefined;
}

export function insertWebhookDelivery(db: Db, row: Pick<WebhookDeliveryRow, 'id' | 'event_id' | 'subscription_id' | 'next_attempt_ms' | 'replay_of' | 'created_at'>): void {
  prepared(db, 
    `INSERT INTO webhook_deliveries (id, event_id, subscription_id, status, attempts, next_attempt_ms, replay_of, created_at, updated_at)
     VALUES (@id, @event_id, @subscription_id, 'pending', 0, @next_attempt_ms, @replay_of, @created_at, @created_at)`,
  ).run(row);
}

export function findWebhookDelivery(db: Db, id: string): WebhookDeliveryRow | undefined {
  return prepared(db, 'SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as WebhookDeliveryRow | undefined;
}

/**
 * Claims up to `limit` pending deliveries that are due and whose subscription is
 * active, leasing each until `leaseUntilMs` so no other loop sends it meanwhile.
 */
export function claimDueDeliveries(db: Db, nowMs: number, leaseUntilMs: number, limit: number): WebhookDeliveryRow[] {
  return cachedTransaction(db, () => {
    const rows = prepared(
      db,
      `SELECT d.* FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
       WHERE d.status = 'pending' AND d.next_attempt_ms <= ? AND s.status = 'active'
       ORDER BY d.next_attempt_ms LIMIT ?`,
    ).all(nowMs, limit) as WebhookDeliveryRow[];
    const lease = prepared(db, 'UPDATE webhook_deliveries SET next_attempt_ms = ? WHERE id = ?');
    for (const row of rows) lease.run(leaseUntilMs, row.id);
    return rows;
  });
}

export interface AttemptOutcome {
  attempt: WebhookAttemptRow;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptMs: number;
  completedAt: string | null;
}

/** Logs one attempt and moves the delivery on, in one transaction. */
export function recordAttempt(db: Db, outcome: AttemptOutcome): void {
  const { attempt } = outcome;
  cachedTransaction(db, () => {
    prepared(db, 
      `INSERT INTO webhook_attempts (delivery_id, number, attempted_at, url, status_code, response_snippet, error, duration_ms, request_headers, fault)
       VALUES (@delivery_id, @number, @attempted_at, @url, @status_code, @response_snippet, @error, @duration_ms, @request_headers, @fault)`,
    ).run({ request_headers: null, fault: null, ...attempt });
    prepared(db, 
      `UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_ms = ?, last_status_code = ?, last_error = ?, updated_at = ?, completed_at = ?
       WHERE id = ?`,
    ).run(outcome.status, attempt.number, outcome.nextAttemptMs, attempt.status_code, attempt.error, attempt.attempted_at, outcome.completedAt, attempt.delivery_id);
  });
}

/** Gives a leased delivery back (shutdown mid-send): due again at once, no attempt counted. */
export function releaseDelivery(db: Db, id: string, nowMs: number): void {
  prepared(db, `UPDATE webhook_deliveries SET next_attempt_ms = ? WHERE id = ? AND status = 'pending'`).run(nowMs, id);
}

export function failPendingDeliveriesOf(db: Db, subscriptionId: string, error: string, at: string): void {
  prepared(db, `UPDATE webhook_deliveries SET status = 'failed', last_error = ?, updated_at = ?, completed_at = ? WHERE subscription_id = ? AND status = 'pending'`).run(
    error,
    at,
    at,
    subscriptionId,
  );
}

export interface DeliveryFilter {
  subscriptionId?: string;
  teamId?: string;
  status?: WebhookDeliveryRow['status'];
  limit: number;
}

export function listDeliveries(db: Db, filter: DeliveryFilter): WebhookDeliveryRow[] {
  return prepared(db, 
      
      `SELECT d.* FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
       WHERE (@subscriptionId IS NULL OR d.subscription_id = @subscriptionId)
         AND (@teamId IS NULL OR s.team_id = @teamId)
         AND (@status IS NULL OR d.status = @status)
       ORDER BY d.created_at DESC, d.rowid DESC LIMIT @limit`,
    )
    .all({ subscriptionId: filter.subscriptionId ?? null, teamId: filter.teamId ?? null, status: filter.status ?? null, limit: filter.limit }) as WebhookDeliveryRow[];
}

export function listAttempts(db: Db, deliveryId: string): WebhookAttemptRow[] {
  return prepared(db, 'SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY number, id').all(deliveryId) as WebhookAttemptRow[];
}

export function countDeliveriesByStatus(db: Db, status: WebhookDeliveryRow['status']): number {
  return (prepared(db, 'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = ?').get(status) as { n: number }).n;
}
