import type { Db } from './connection.ts';
import { cachedTransaction, prepared } from './prepared.ts';

/**
 * Deletes of the retention sweep, in batches of at most `batch` rows so no
 * statement holds the write lock for long. Each takes rows older than `before`
 * (an ISO time) or past the newest `keep` rows, and answers how many it deleted.
 * Only finished rows go: queued or running jobs and pending deliveries are kept.
 */

const pastNewest = (table: string, where: string, order: string) =>
  `SELECT rowid FROM ${table} WHERE ${where} ORDER BY ${order} DESC LIMIT -1 OFFSET @keep`;

function deleteInBatches(db: Db, select: (batch: number) => string, params: Record<string, unknown>, batch: number, deleteRows: (rowids: number[]) => void): number {
  let total = 0;
  for (;;) {
    const rowids = (prepared(db, select(batch)).pluck().all(params) as number[]);
    if (rowids.length === 0) return total;
    cachedTransaction(db, () => deleteRows(rowids));
    total += rowids.length;
    if (rowids.length < batch) return total;
  }
}

function simpleTable(table: string, finished: string, time: string) {
  return (db: Db, before: string, keep: number, batch: number): number => {
    const remove = (rowids: number[]) => {
      const statement = prepared(db, `DELETE FROM ${table} WHERE rowid = ?`);
      for (const rowid of rowids) statement.run(rowid);
    };
    const byAge = deleteInBatches(db, (n) => `SELECT rowid FROM ${table} WHERE ${finished} AND ${time} < @before LIMIT ${n}`, { before }, batch, remove);
    const byCount = deleteInBatches(db, (n) => `SELECT rowid FROM (${pastNewest(table, finished, time)}) LIMIT ${n}`, { keep }, batch, remove);
    return byAge + byCount;
  };
}

/** Finished jobs (done or failed). */
export const pruneJobs = simpleTable('jobs', "status IN ('done', 'failed')", 'updated_at');
/** Smart QR scans (the scan's webhook event, if any, is a delivery of its own). */
export const pruneQrScans = simpleTable('qr_scans', '1 = 1', 'scanned_at');
/** Usage events (billing cycles read the current and the previous cycle; callers keep at least those). */
export const pruneUsageEvents = simpleTable('usage_events', '1 = 1', 'created_at');
/** Idempotency-Keys with their kept answers (http/idempotency.ts); a key past its window is free again anyway. */
export const pruneIdempotencyKeys = simpleTable('idempotency_keys', '1 = 1', 'created_at');

/** Finished webhook deliveries with their attempts, then the events no delivery refers to any more. */
export function pruneWebhookDeliveries(db: Db, before: string, keep: number, batch: number): number {
  const finished = "status IN ('delivered', 'failed')";
  const remove = (rowids: number[]) => {
    const find = prepared(db, 'SELECT id FROM webhook_deliveries WHERE rowid = ?').pluck();
    const unlinkReplays = prepared(db, 'UPDATE webhook_deliveries SET replay_of = NULL WHERE replay_of = ?');
    const attempts = prepared(db, 'DELETE FROM webhook_attempts WHERE delivery_id = ?');
    const delivery = prepared(db, 'DELETE FROM webhook_deliveries WHERE id = ?');
    for (const rowid of rowids) {
      const id = find.get(rowid) as string | undefined;
      if (id === undefined) continue;
      unlinkReplays.run(id);
      attempts.run(id);
      delivery.run(id);
    }
  };
  const byAge = deleteInBatches(db, (n) => `SELECT rowid FROM webhook_deliveries WHERE ${finished} AND completed_at < @before LIMIT ${n}`, { before }, batch, remove);
  const byCount = deleteInBatches(db, (n) => `SELECT rowid FROM (${pastNewest('webhook_deliveries', finished, 'completed_at')}) LIMIT ${n}`, { keep }, batch, remove);
  // An event is stored in one transaction with its deliveries, so one without any is left over from a pruned delivery.
  deleteInBatches(
    db,
    (n) => `SELECT e.rowid FROM webhook_events e WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id) LIMIT ${n}`,
    {},
    batch,
    (rowids) => {
      const statement = prepared(db, 'DELETE FROM webhook_events WHERE rowid = ?');
      for (const rowid of rowids) statement.run(rowid);
    },
  );
  return byAge + byCount;
}
