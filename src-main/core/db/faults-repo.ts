import { prepared } from './prepared.ts';
import type { FaultKind } from '#shared/schemas/sandbox-console.ts';
import type { Db } from './connection.ts';

export interface FaultRow {
  id: string;
  kind: FaultKind;
  route: string;
  team_id: string | null;
  status: number | null;
  retry_after_seconds: number | null;
  delay_ms: number | null;
  remaining: number | null;
  share: number | null;
  hits: number;
  created_at: string;
}

export function insertFault(db: Db, row: FaultRow): void {
  prepared(db, 
    `INSERT INTO sandbox_faults (id, kind, route, team_id, status, retry_after_seconds, delay_ms, remaining, share, hits, created_at)
     VALUES (@id, @kind, @route, @team_id, @status, @retry_after_seconds, @delay_ms, @remaining, @share, @hits, @created_at)`,
  ).run(row);
}

/** Oldest first: the order faults are tried in. */
export function listFaults(db: Db): FaultRow[] {
  return prepared(db, 'SELECT * FROM sandbox_faults ORDER BY created_at, rowid').all() as FaultRow[];
}

/** Counts a hit; a fault with a count that is used up is removed. */
export function recordFaultHit(db: Db, id: string): void {
  prepared(db, 'UPDATE sandbox_faults SET hits = hits + 1, remaining = remaining - 1 WHERE id = ?').run(id);
  prepared(db, 'DELETE FROM sandbox_faults WHERE id = ? AND remaining IS NOT NULL AND remaining <= 0').run(id);
}

export function deleteFault(db: Db, id: string): boolean {
  return prepared(db, 'DELETE FROM sandbox_faults WHERE id = ?').run(id).changes > 0;
}

export function deleteAllFaults(db: Db): void {
  prepared(db, 'DELETE FROM sandbox_faults').run();
}
