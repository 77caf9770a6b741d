import type { Statement } from 'better-sqlite3';
import { cachedFor } from '#core/base/cached-for.ts';
import type { Db } from './connection.ts';

const statements = new WeakMap<Db, Map<string, Statement>>();

const prepare = (db: Db, sql: string): Statement => db.prepare(sql);

/** A prepared statement reused across calls (preparing costs more than running a small query). */
export function prepared(db: Db, sql: string): Statement {
  return cachedFor(statements, db, sql, prepare);
}

type Runner = <T>(body: () => T) => T;
const runners = new WeakMap<Db, Runner>();

/**
 * Runs `body` in a transaction through one reusable transaction function per
 * database (nested inside a caller's transaction it becomes a savepoint).
 */
export function cachedTransaction<T>(db: Db, body: () => T): T {
  let run = runners.get(db);
  if (!run) {
    const transaction = db.transaction((inner: () => unknown) => inner());
    run = (<U>(inner: () => U): U => transaction(inner) as U) as Runner;
    runners.set(db, run);
  }
  return run(body);
}
