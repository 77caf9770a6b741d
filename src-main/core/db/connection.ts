import Database from 'better-sqlite3';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { attachRequestLog, requestLogFileFor } from './request-log-file.ts';

export type Db = Database.Database;

/**
 * Page cache of the main file, in KiB. better-sqlite3 builds SQLite with 16 MB a connection
 * and file: taking 100,000 recipients filled it, 16 MB of resident memory that the OS's
 * own file cache holds anyway. 4 MB kept the 1,000-recipient POST as fast (scripts/bench-recipients.ts).
 */
const MAIN_CACHE_KIB = 4000;

/** Opens (or creates) the SQLite file, sets the pragmas, attaches the request log's file and brings the schema up to date. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL'); // durable in WAL mode across process crashes
  db.pragma('busy_timeout = 5000');
  db.pragma(`cache_size = -${MAIN_CACHE_KIB}`);
  attachRequestLog(db, requestLogFileFor(file, db.memory));
  runMigrations(db, MIGRATIONS);
  return db;
}
