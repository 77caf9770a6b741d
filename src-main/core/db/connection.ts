import Database from 'better-sqlite3';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { attachRequestLog, requestLogFileFor } from './request-log-file.ts';

export type Db = Database.Database;

/** Opens (or creates) the SQLite file, sets the pragmas, attaches the request log's file and brings the schema up to date. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // durable in WAL mode across process crashes
  db.pragma('busy_timeout = 5000');
  attachRequestLog(db, requestLogFileFor(file, db.memory));
  runMigrations(db, MIGRATIONS);
  return db;
}
