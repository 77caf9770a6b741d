import Database from 'better-sqlite3';
import { closeSync, openSync, readSync } from 'node:fs';
import type { Db } from './connection.ts';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { attachRequestLog } from './request-log-file.ts';

// SQL of a state import (sandbox/state/): reading an uploaded file without
// trusting it, and rebuilding its data into a database made by this app's own
// migrations.

export interface SchemaObject {
  type: 'table' | 'index' | 'trigger' | 'view';
  name: string;
  sql: string | null;
}

export interface SchemaShape {
  /** PRAGMA user_version: the last migration the file has. */
  version: number;
  objects: SchemaObject[];
  /** Column names of each table, in order. */
  columns: Map<string, string[]>;
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

function hasSqliteHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/** Nothing the file's schema says runs with more than plain SQL (no functions with side effects in its views or triggers). */
function distrustSchema(db: Db): void {
  db.pragma('trusted_schema = OFF');
}

export function schemaShape(db: Db, schema = 'main'): SchemaShape {
  const objects = db.prepare(`SELECT type, name, sql FROM "${schema}".sqlite_master WHERE type IN ('table', 'index', 'trigger', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY type, name`).all() as SchemaObject[];
  const columns = new Map<string, string[]>();
  for (const object of objects) {
    if (object.type !== 'table') continue;
    const info = db.prepare(`SELECT name FROM pragma_table_info(?, ?)`).all(object.name, schema) as { name: string }[];
    columns.set(object.name, info.map((column) => column.name));
  }
  return { version: db.pragma(`"${schema}".user_version`, { simple: true }) as number, objects, columns };
}

/**
 * Reads an uploaded file as SQLite, read-only: its header, a full integrity
 * check and its schema. Throws with the reason when it is not an intact
 * SQLite database.
 */
export function inspectStateFile(file: string): SchemaShape {
  if (!hasSqliteHeader(file)) throw new Error('It is not a SQLite database');
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    distrustSchema(db);
    const problems = (db.pragma('integrity_check(5)') as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (problems.join() !== 'ok') throw new Error(`The database is damaged (${problems.join('; ')})`);
    return schemaShape(db);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(/not a database|file is encrypted|malformed/i.test(message) ? `The database is damaged (${message})` : message, { cause: error });
  } finally {
    db?.close();
  }
}

/**
 * A new database with this app's schema as it was at `version` (its
 * migrations up to that one), the request log attached in memory (older
 * migrations move rows there; the log is not part of a state).
 */
export function createSchemaAt(file: string, version: number): Db {
  const db = new Database(file);
  try {
    attachRequestLog(db, ':memory:');
    runMigrations(db, MIGRATIONS.filter((migration) => migration.version <= version));
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Brings a database made by createSchemaAt up to this app's latest schema. */
export function migrateToLatest(db: Db): void {
  runMigrations(db, MIGRATIONS);
}

export interface TableCopy {
  table: string;
  columns: readonly string[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the named tables' named columns of the uploaded file into `db`, as
 * rows only: the target's triggers are set aside meanwhile (the file's data is
 * taken as it is, as a backup would) and made again from their own SQL after,
 * and foreign keys are checked after, by danglingReferences().
 * Rows that break the target's constraints throw (`table` says which).
 */
export function copyRows(db: Db, uploadFile: string, copies: readonly TableCopy[]): void {
  distrustSchema(db);
  const triggers = db.prepare("SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'").all() as { name: string; sql: string }[];
  db.prepare('ATTACH DATABASE ? AS upload').run(uploadFile);
  db.pragma('foreign_keys = OFF'); // tables are copied in any order; danglingReferences() checks after
  try {
    db.transaction(() => {
      for (const trigger of triggers) db.exec(`DROP TRIGGER main.${quoted(trigger.name)}`);
      for (const { table, columns } of copies) {
        const list = columns.map(quoted).join(', ');
        try {
          db.exec(`INSERT INTO main.${quoted(table)} (${list}) SELECT ${list} FROM upload.${quoted(table)}`);
        } catch (error) {
          throw Object.assign(new Error(`The rows of ${table} break the schema (${error instanceof Error ? error.message : String(error)})`), { table });
        }
      }
      for (const trigger of triggers) db.exec(trigger.sql);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
    db.exec('DETACH DATABASE upload');
  }
}

/** Rows whose foreign key points at nothing, counted per table and the table they point at. */
export function danglingReferences(db: Db): { table: string; parent: string; rows: number }[] {
  return db.prepare('SELECT "table", parent, COUNT(*) AS rows FROM pragma_foreign_key_check GROUP BY "table", parent ORDER BY "table"').all() as { table: string; parent: string; rows: number }[];
}

export function countTeams(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM teams').get() as { n: number }).n;
}

export function deleteSettings(db: Db, keys: readonly string[]): void {
  const remove = db.prepare('DELETE FROM settings WHERE key = ?');
  for (const key of keys) remove.run(key);
}

export function listSealedWebhookSecrets(db: Db): string[] {
  return (db.prepare("SELECT secret_sealed FROM webhook_subscriptions WHERE status <> 'deleted'").all() as { secret_sealed: string }[]).map((row) => row.secret_sealed);
}

/** A time column: `*_at` holds ISO 8601 text, `*_ms` milliseconds since the epoch (durations and delays are not times). */
const TIME_COLUMN = /(_at|_at_ms|_after_ms|_attempt_ms|_started_ms|_batch_ms)$/;

/**
 * The first stored time of each table that no Date shows as the spec's timestamps do (text that is not an
 * ISO date with a four-digit year, or milliseconds outside [earliestMs, latestMs]), with its column.
 */
export function timesOutOfRange(db: Db, columns: ReadonlyMap<string, readonly string[]>, earliestMs: number, latestMs: number): { table: string; column: string; value: unknown }[] {
  const found: { table: string; column: string; value: unknown }[] = [];
  for (const [table, names] of columns) {
    for (const column of names.filter((name) => TIME_COLUMN.test(name))) {
      const c = quoted(column);
      const wellFormed = column.endsWith('_ms')
        ? `typeof(${c}) IN ('integer', 'real') AND ${c} BETWEEN ${earliestMs} AND ${latestMs}`
        : `typeof(${c}) = 'text' AND ${c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' AND julianday(${c}) IS NOT NULL`;
      const row = db.prepare(`SELECT ${c} AS value FROM main.${quoted(table)} WHERE ${c} IS NOT NULL AND NOT (${wellFormed}) LIMIT 1`).get() as { value: unknown } | undefined;
      if (row) found.push({ table, column, value: row.value });
    }
  }
  return found;
}
