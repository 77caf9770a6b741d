import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface CartRow {
  id: string;
  team_id: string;
  status: 'open' | 'completed';
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export function findOpenCart(db: Db, teamId: string): CartRow | undefined {
  return prepared(db, "SELECT * FROM carts WHERE team_id = ? AND status = 'open'").get(teamId) as CartRow | undefined;
}

export function findCart(db: Db, teamId: string, id: string): CartRow | undefined {
  return prepared(db, 'SELECT * FROM carts WHERE id = ? AND team_id = ?').get(id, teamId) as CartRow | undefined;
}

export function insertCart(db: Db, row: CartRow): void {
  prepared(db, 'INSERT INTO carts (id, team_id, status, created_at, updated_at, completed_at) VALUES (@id, @team_id, @status, @created_at, @updated_at, @completed_at)').run(row);
}

export function completeCart(db: Db, id: string, now: string): void {
  prepared(db, "UPDATE carts SET status = 'completed', completed_at = ?, updated_at = ? WHERE id = ?").run(now, now, id);
}

export function cartCampaignIds(db: Db, cartId: string): string[] {
  return (prepared(db, 'SELECT campaign_id FROM cart_items WHERE cart_id = ? ORDER BY created_at, rowid').all(cartId) as { campaign_id: string }[]).map((r) => r.campaign_id);
}

export function cartItems(db: Db, cartId: string): { id: string; campaign_id: string }[] {
  return prepared(db, 'SELECT id, campaign_id FROM cart_items WHERE cart_id = ? ORDER BY created_at, rowid').all(cartId) as { id: string; campaign_id: string }[];
}

/** Adds a campaign to a cart once; returns true when it was added now. */
export function addCartItem(db: Db, row: { id: string; cart_id: string; campaign_id: string; created_at: string }): boolean {
  const changes = prepared(db, 'INSERT OR IGNORE INTO cart_items (id, cart_id, campaign_id, created_at) VALUES (@id, @cart_id, @campaign_id, @created_at)').run(row).changes;
  if (changes > 0) prepared(db, 'UPDATE campaigns SET cart_id = ? WHERE id = ?').run(row.cart_id, row.campaign_id);
  return changes > 0;
}
