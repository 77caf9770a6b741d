import type { Db } from './connection.ts';
import { cachedTransaction, prepared } from './prepared.ts';

export interface RequestLogRow {
  id: number;
  at: string;
  at_ms: number;
  method: string;
  path: string;
  query: string | null;
  route: string | null;
  status: number;
  duration_ms: number;
  source: 'client' | 'app';
  key_id: string | null;
  key_kind: 'customer' | 'partner' | 'admin' | null;
  team_id: string | null;
  request_headers: string;
  request_type: string | null;
  request_body: string | null;
  request_bytes: number;
  request_truncated: number;
  request_masked: number;
  response_headers: string;
  response_type: string | null;
  response_body: string | null;
  response_bytes: number;
  response_truncated: number;
  message: string | null;
  validation: string | null;
  fault_id: string | null;
  replay_of: number | null;
}

export type NewRequestLogRow = Omit<RequestLogRow, 'id'>;
export type RequestLogSummaryRow = Pick<RequestLogRow, 'id' | 'at' | 'method' | 'path' | 'query' | 'route' | 'status' | 'duration_ms' | 'source' | 'key_id' | 'key_kind' | 'team_id' | 'message' | 'fault_id' | 'replay_of'>;

const COLUMNS = [
  'at', 'at_ms', 'method', 'path', 'query', 'route', 'status', 'duration_ms', 'source', 'key_id', 'key_kind', 'team_id',
  'request_headers', 'request_type', 'request_body', 'request_bytes', 'request_truncated', 'request_masked',
  'response_headers', 'response_type', 'response_body', 'response_bytes', 'response_truncated', 'message', 'validation', 'fault_id', 'replay_of',
] as const satisfies readonly (keyof NewRequestLogRow)[];
/** Rows per INSERT statement: one statement for many rows costs less than a run per row (27 × 25 parameters, far under SQLite's limit). */
const ROWS_PER_INSERT = 25;
const ROW_VALUES = `(${COLUMNS.map(() => '?').join(', ')})`;
const INSERTS = Array.from({ length: ROWS_PER_INSERT + 1 }, (_, n) => `INSERT INTO request_log (${COLUMNS.join(', ')}) VALUES ${Array(n).fill(ROW_VALUES).join(', ')}`);
const SUMMARY = 'id, at, method, path, query, route, status, duration_ms, source, key_id, key_kind, team_id, message, fault_id, replay_of';

/** Inserts a batch in one transaction, in order; answers the id of the last row. */
export function insertRequestLogRows(db: Db, rows: readonly NewRequestLogRow[]): number {
  return cachedTransaction(db, () => {
    let last = 0;
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const end = Math.min(start + ROWS_PER_INSERT, rows.length);
      const values: unknown[] = [];
      for (let i = start; i < end; i++) for (const column of COLUMNS) values.push(rows[i]![column]);
      last = Number(prepared(db, INSERTS[end - start]!).run(values).lastInsertRowid);
    }
    return last;
  });
}

export interface RequestLogFilter {
  statusClass?: number;
  path?: string;
  q?: string;
  teamId?: string;
  keyId?: string;
  source?: 'client' | 'app';
  before?: number;
  after?: number;
  limit: number;
}

const TEXT_COLUMNS = ['path', 'query', 'route', 'message', 'request_body', 'response_body'] as const;
const likeArg = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Newest first; with `after`, the entries newer than it, oldest first (a live table appends them). */
export function listRequestLog(db: Db, filter: RequestLogFilter): RequestLogSummaryRow[] {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.statusClass !== undefined) {
    where.push('status >= ? AND status < ?');
    args.push(filter.statusClass * 100, filter.statusClass * 100 + 100);
  }
  if (filter.path) {
    where.push("path LIKE ? ESCAPE '\\'");
    args.push(likeArg(filter.path));
  }
  if (filter.q) {
    where.push(`(${TEXT_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...TEXT_COLUMNS.map(() => likeArg(filter.q ?? '')));
  }
  for (const [column, value] of [['team_id', filter.teamId], ['key_id', filter.keyId], ['source', filter.source]] as const) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    args.push(value);
  }
  if (filter.before !== undefined) {
    where.push('id < ?');
    args.push(filter.before);
  }
  if (filter.after !== undefined) {
    where.push('id > ?');
    args.push(filter.after);
  }
  const order = filter.after !== undefined ? 'ASC' : 'DESC';
  const sql = `SELECT ${SUMMARY} FROM request_log ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id ${order} LIMIT ?`;
  return db.prepare(sql).all(...args, filter.limit) as RequestLogSummaryRow[];
}

export function findRequestLogRow(db: Db, id: number): RequestLogRow | undefined {
  return prepared(db, 'SELECT * FROM request_log WHERE id = ?').get(id) as RequestLogRow | undefined;
}

export function latestReplayOf(db: Db, id: number): RequestLogRow | undefined {
  return prepared(db, 'SELECT * FROM request_log WHERE replay_of = ? ORDER BY id DESC LIMIT 1').get(id) as RequestLogRow | undefined;
}

/** Keeps the newest `maxEntries` entries, none older than `oldestAtMs`; answers how many were removed. */
export function pruneRequestLog(db: Db, maxEntries: number, oldestAtMs: number): number {
  return cachedTransaction(db, () => {
    const byAge = prepared(db, 'DELETE FROM request_log WHERE at_ms < ?').run(oldestAtMs).changes;
    // Counted on an index (a few dozen pages), then only the oldest rows over the limit are walked:
    // an OFFSET from the newest walked every kept row's page (one a row, with bodies of a few KB).
    const excess = (prepared(db, 'SELECT count(*) AS n FROM request_log').get() as { n: number }).n - maxEntries;
    const byCount = excess > 0 ? prepared(db, 'DELETE FROM request_log WHERE id IN (SELECT id FROM request_log ORDER BY id LIMIT ?)').run(excess).changes : 0;
    return byAge + byCount;
  });
}

export function clearRequestLog(db: Db): void {
  prepared(db, 'DELETE FROM request_log').run();
}

export function countRequestLog(db: Db): number {
  return (prepared(db, 'SELECT COUNT(*) AS n FROM request_log').get() as { n: number }).n;
}
