import type { Db } from './connection.ts';
import { cachedTransaction, prepared } from './prepared.ts';

/** An answer kept for a key: given again to a retry of the same request. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What a key says about a request that comes with it. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'in-flight' }
  | { kind: 'other-request' }
  | { kind: 'answered'; answer: StoredAnswer };

interface KeyRow {
  fingerprint: string;
  state: 'in_flight' | 'done';
  status: number | null;
  headers: string | null;
  body: Uint8Array | null;
  created_at: string;
}

/**
 * Claims a team's key for a request in one transaction: a key unknown (or older than
 * `expiredBefore`, an ISO time) is taken as in flight; a known one answers what it holds.
 */
export function claimKey(db: Db, teamId: string, key: string, fingerprint: string, now: string, expiredBefore: string): KeyClaim {
  return cachedTransaction(db, () => {
    const row = prepared(db, 'SELECT fingerprint, state, status, headers, body, created_at FROM idempotency_keys WHERE team_id = ? AND idempotency_key = ?').get(teamId, key) as KeyRow | undefined;
    if (row && row.created_at >= expiredBefore) {
      if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
      if (row.state === 'in_flight') return { kind: 'in-flight' };
      return { kind: 'answered', answer: { status: row.status ?? 500, headers: JSON.parse(row.headers ?? '{}') as Record<string, string>, body: row.body ?? new Uint8Array() } };
    }
    prepared(db, "INSERT OR REPLACE INTO idempotency_keys (team_id, idempotency_key, fingerprint, state, created_at) VALUES (?, ?, ?, 'in_flight', ?)").run(teamId, key, fingerprint, now);
    return { kind: 'claimed' };
  });
}

/** Keeps the answer of a claimed key. */
export function keepAnswer(db: Db, teamId: string, key: string, answer: StoredAnswer): void {
  prepared(db, "UPDATE idempotency_keys SET state = 'done', status = ?, headers = ?, body = ? WHERE team_id = ? AND idempotency_key = ?").run(answer.status, JSON.stringify(answer.headers), answer.body, teamId, key);
}

/** Frees a claimed key whose request got no answer worth keeping (a failure of the server): a retry runs afresh. */
export function releaseKey(db: Db, teamId: string, key: string): void {
  prepared(db, "DELETE FROM idempotency_keys WHERE team_id = ? AND idempotency_key = ? AND state = 'in_flight'").run(teamId, key);
}

/** Keys left in flight by a server that stopped mid-request: nothing will answer them, so a retry runs afresh. */
export function releaseAbandonedKeys(db: Db): number {
  return db.prepare("DELETE FROM idempotency_keys WHERE state = 'in_flight'").run().changes;
}
