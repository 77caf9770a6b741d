import type Database from 'better-sqlite3';

export interface Migration {
  /** 1, 2, 3, ... in order; never renumber or edit a released migration. */
  version: number;
  name: string;
  sql: string;
}

/** Applies the migrations newer than the database's user_version, each in its own transaction. */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((migration, index) => {
    const previous = sorted[index - 1];
    if (previous && previous.version === migration.version) throw new Error(`Migrations ${previous.name} and ${migration.name} share number ${migration.version}`);
  });
  for (const migration of sorted) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied += 1;
  }
  return applied;
}
