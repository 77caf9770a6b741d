import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

/** Product keys given to one team, each an alias of a catalog product key: alias -> catalog key. */
export type TeamProductKeys = Record<string, string>;

export function findBaseProductKey(db: Db, teamId: string, productKey: string): string | undefined {
  const row = prepared(db, 'SELECT base_product_key FROM team_product_keys WHERE team_id = ? AND product_key = ?').get(teamId, productKey) as { base_product_key: string } | undefined;
  return row?.base_product_key;
}

export function listTeamProductKeys(db: Db, teamId: string): TeamProductKeys {
  const rows = prepared(db, 'SELECT product_key, base_product_key FROM team_product_keys WHERE team_id = ? ORDER BY product_key').all(teamId) as { product_key: string; base_product_key: string }[];
  return Object.fromEntries(rows.map((r) => [r.product_key, r.base_product_key]));
}

/** The team's keys become exactly `keys`. */
export function replaceTeamProductKeys(db: Db, teamId: string, keys: TeamProductKeys): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM team_product_keys WHERE team_id = ?').run(teamId);
    const insert = prepared(db, 'INSERT INTO team_product_keys (team_id, product_key, base_product_key) VALUES (?, ?, ?)');
    for (const [key, base] of Object.entries(keys)) insert.run(teamId, key, base);
  })();
}
