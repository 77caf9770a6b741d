import type { Db } from './connection.ts';

/** A team's identity: kept by a reset of its data. */
const IDENTITY_TABLES = new Set(['teams', 'users', 'api_keys', 'invitations']);
/** Not a team's data: settings, the job queue, the console's own log and inbox. */
const NOT_TEAM_DATA = new Set(['settings', 'jobs', 'request_log', 'receiver_messages']);

interface ForeignKey {
  table: string;
  from: string;
  parent: string;
  to: string;
}

function tables(db: Db): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((row) => row.name);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columns(db: Db, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((column) => column.name);
}

function foreignKeys(db: Db, table: string): ForeignKey[] {
  return (db.prepare(`PRAGMA foreign_key_list(${quote(table)})`).all() as { table: string; from: string; to: string | null }[]).map((fk) => ({ table, from: fk.from, parent: fk.table, to: fk.to ?? 'rowid' }));
}

/**
 * Deletes every row of the given teams from every table that has a team_id
 * (their identity too when `withIdentity`), then every row left pointing at a
 * deleted row, until none is. Generic over the schema, so tables added by later
 * migrations are covered without a list to keep up. One transaction.
 */
export function purgeTeams(db: Db, teamIds: readonly string[], withIdentity: boolean): void {
  if (teamIds.length === 0) return;
  const marks = teamIds.map(() => '?').join(', ');
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    const all = tables(db).filter((table) => !NOT_TEAM_DATA.has(table));
    for (const table of all) {
      if (IDENTITY_TABLES.has(table) && !withIdentity) continue;
      if (table !== 'teams' && columns(db, table).includes('team_id')) db.prepare(`DELETE FROM ${quote(table)} WHERE team_id IN (${marks})`).run(...teamIds);
    }
    if (withIdentity) db.prepare(`DELETE FROM teams WHERE id IN (${marks})`).run(...teamIds);
    const keys = all.flatMap((table) => foreignKeys(db, table));
    for (let changed = true; changed; ) {
      changed = false;
      for (const fk of keys) {
        const sql = `DELETE FROM ${quote(fk.table)} WHERE ${quote(fk.from)} IS NOT NULL AND ${quote(fk.from)} NOT IN (SELECT ${quote(fk.to)} FROM ${quote(fk.parent)})`;
        if (db.prepare(sql).run().changes > 0) changed = true;
      }
    }
  })();
}

export function clearTables(db: Db, names: readonly string[]): void {
  for (const name of names) db.prepare(`DELETE FROM ${quote(name)}`).run();
}
