import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { Db } from '../connection.ts';
import { createSchemaAt, migrateToLatest } from '../state-file-repo.ts';
import { MIGRATIONS } from './index.ts';

// The schema the migrations make, to the byte: sqlite_master keeps each CREATE as it was written,
// and a state import remakes triggers from that text, so moving or reformatting a migration's SQL
// must leave it alone. The snapshots were taken from the migrations as they were before their SQL
// moved into .sql files; a new migration changes both (`npx vitest run -u` on this file rewrites
// them: read the diff).

/** Every object of the main schema with its SQL as stored, in a fixed order. */
function schemaText(db: Db): string {
  const rows = db.prepare("SELECT type, name, tbl_name, sql FROM main.sqlite_master ORDER BY type, name").all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  return rows.map((row) => `-- ${row.type} ${row.name} on ${row.tbl_name}\n${row.sql ?? '(no sql)'};\n`).join('\n');
}

const userVersion = (db: Db) => db.pragma('user_version', { simple: true }) as number;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function withSchemaAt<T>(version: number, read: (db: Db) => T): T {
  const db = createSchemaAt(':memory:', version);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('the schema the migrations make', () => {
  const versions = MIGRATIONS.map((migration) => migration.version);
  const latest = Math.max(...versions);

  it('is, in full, the snapshot of the latest version', () => {
    const text = withSchemaAt(latest, (db) => `-- PRAGMA user_version = ${userVersion(db)}\n\n${schemaText(db)}`);
    expect(text).toMatchSnapshot();
  });

  it('is, after each migration, the snapshot of that version (user_version and a hash of sqlite_master)', () => {
    const lines = versions.map((version) => withSchemaAt(version, (db) => `${userVersion(db)} ${sha256(schemaText(db))}`));
    expect(lines.join('\n')).toMatchSnapshot();
  });

  it('is the latest one whichever version an existing database starts from', () => {
    const fresh = withSchemaAt(latest, schemaText);
    for (const version of versions) {
      withSchemaAt(version, (db) => {
        migrateToLatest(db);
        expect({ version: userVersion(db), schema: schemaText(db) }, `from version ${version}`).toEqual({ version: latest, schema: fresh });
      });
    }
  });
});
