import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export type UsageKind = 'png_preview' | 'png_final' | 'svg_preview' | 'svg_final' | 'recipient';

export interface UsageEventRow {
  id: string;
  team_id: string;
  kind: UsageKind;
  quantity: number;
  subject_id: string | null;
  created_at: string;
}

export function insertUsageEvent(db: Db, row: UsageEventRow): void {
  prepared(db, 'INSERT INTO usage_events (id, team_id, kind, quantity, subject_id, created_at) VALUES (@id, @team_id, @kind, @quantity, @subject_id, @created_at)').run(row);
}

type KindTotal = { kind: string; total: number };
const byKind = (rows: KindTotal[]): Record<string, number> => Object.fromEntries(rows.map((r) => [r.kind, r.total]));

export function usageTotals(db: Db, teamId: string): Record<string, number> {
  return byKind(prepared(db, 'SELECT kind, sum(quantity) AS total FROM usage_events WHERE team_id = ? GROUP BY kind').all(teamId) as KindTotal[]);
}

/** Totals of the events created in [start, end). */
export function usageTotalsBetween(db: Db, teamId: string, start: string, end: string): Record<string, number> {
  const sql = 'SELECT kind, sum(quantity) AS total FROM usage_events WHERE team_id = ? AND created_at >= ? AND created_at < ? GROUP BY kind';
  return byKind(prepared(db, sql).all(teamId, start, end) as KindTotal[]);
}
