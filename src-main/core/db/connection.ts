import Database from 'better-sqlite3';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

export type Db = Database.Database;

/** Opens (or creates) the SQLite file, sets the pragmas and brings the schema up to date. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // durable in WAL mode across process crashes
  db.pragma('busy_timeout = 5000');
  runMigrations(db, MIGRATIONS);
  return db;
}
