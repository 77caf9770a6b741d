import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface CheckoutSessionRow {
  id: string;
  team_id: string;
  token_hash: string;
  campaign_id: string | null;
  cart_id: string | null;
  redirect_url: string | null;
  recipient_ids_json: string;
  total_cents: number;
  status: 'open' | 'paid' | 'failed' | 'superseded';
  reason: string | null;
  invoice_id: string | null;
  expires_at_ms: number;
  created_at: string;
  completed_at: string | null;
}

export function insertCheckoutSession(db: Db, row: CheckoutSessionRow): void {
  prepared(db, 
    `INSERT INTO checkout_sessions (id, team_id, token_hash, campaign_id, cart_id, redirect_url, recipient_ids_json, total_cents, status, reason, invoice_id, expires_at_ms, created_at, completed_at)
     VALUES (@id, @team_id, @token_hash, @campaign_id, @cart_id, @redirect_url, @recipient_ids_json, @total_cents, @status, @reason, @invoice_id, @expires_at_ms, @created_at, @completed_at)`,
  ).run(row);
}

/** Older open links for the same campaign or cart stop working when a fresh one is made. */
export function supersedeOpenSessions(db: Db, teamId: string, campaignId: string | null, cartId: string | null): void {
  prepared(db, "UPDATE checkout_sessions SET status = 'superseded' WHERE team_id = ? AND status = 'open' AND (campaign_id IS ? AND cart_id IS ?)").run(teamId, campaignId, cartId);
}

export function findCheckoutSessionByHash(db: Db, tokenHash: string): CheckoutSessionRow | undefined {
  return prepared(db, 'SELECT * FROM checkout_sessions WHERE token_hash = ?').get(tokenHash) as CheckoutSessionRow | undefined;
}

/** Closes an open session once; false when it was no longer open (paid twice, raced). */
export function closeCheckoutSession(db: Db, id: string, status: 'paid' | 'failed', reason: string | null, invoiceId: string | null, now: string): boolean {
  return (
    prepared(db, "UPDATE checkout_sessions SET status = ?, reason = ?, invoice_id = ?, completed_at = ? WHERE id = ? AND status = 'open'")
      .run(status, reason, invoiceId, now, id).changes === 1
  );
}

export function attachInvoice(db: Db, sessionId: string, invoiceId: string): void {
  prepared(db, 'UPDATE checkout_sessions SET invoice_id = ? WHERE id = ?').run(invoiceId, sessionId);
}
