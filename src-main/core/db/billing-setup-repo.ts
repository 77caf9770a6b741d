import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export type BillingSetupOutcome = 'setup_succeeded' | 'missing_payment_method' | 'checkout_not_fulfilled';

export interface BillingSetupSessionRow {
  id: string;
  team_id: string;
  token_hash: string;
  redirect_url: string | null;
  created_at: string;
  expires_at_ms: number;
  completed_at: string | null;
  outcome: BillingSetupOutcome | null;
}

export function insertBillingSetupSession(db: Db, row: Omit<BillingSetupSessionRow, 'completed_at' | 'outcome'>): void {
  prepared(db, 
    `INSERT INTO billing_setup_sessions (id, team_id, token_hash, redirect_url, created_at, expires_at_ms)
     VALUES (@id, @team_id, @token_hash, @redirect_url, @created_at, @expires_at_ms)`,
  ).run(row);
}

export function findBillingSetupSessionByHash(db: Db, tokenHash: string): BillingSetupSessionRow | undefined {
  return prepared(db, 'SELECT * FROM billing_setup_sessions WHERE token_hash = ?').get(tokenHash) as BillingSetupSessionRow | undefined;
}

/** Marks the session used; false when another request completed it first. */
export function completeBillingSetupSession(db: Db, id: string, outcome: BillingSetupOutcome, completedAt: string): boolean {
  const result = prepared(db, 'UPDATE billing_setup_sessions SET completed_at = ?, outcome = ? WHERE id = ? AND completed_at IS NULL').run(completedAt, outcome, id);
  return result.changes === 1;
}
