import type Database from 'better-sqlite3';

export interface Migration {
  /** 1, 2, 3, ... in order; never renumber or edit a released migration. */
  version: number;
  name: string;
  /**
   * Its statements. A migration keeps them in `NNNN-name.sql` beside its `.ts`, read with
   * `readFileSync(new URL('./NNNN-name.sql', import.meta.url), 'utf8')`: that one form works where
   * the source runs as it is (Node, vitest) and in both bundles, which copy the file beside their
   * chunks and rewrite the URL (rolldown's `resolveNewUrlToAsset`: scripts/build-server.ts,
   * electron.vite.config.ts). SQLite stores each CREATE as written, indentation included, so the
   * files keep the text of the template strings they came from (schema.test.ts holds it to the byte).
   * SQL composed in code (migration 33's request-log columns, shared with request-log-file.ts) stays in its `.ts`.
   */
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
