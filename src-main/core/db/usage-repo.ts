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
  db.prepare('INSERT INTO usage_events (id, team_id, kind, quantity, subject_id, created_at) VALUES (@id, @team_id, @kind, @quantity, @subject_id, @created_at)').run(row);
}

export function usageTotals(db: Db, teamId: string): Record<string, number> {
  const rows = db.prepare('SELECT kind, sum(quantity) AS total FROM usage_events WHERE team_id = ? GROUP BY kind').all(teamId) as { kind: string; total: number }[];
  return Object.fromEntries(rows.map((r) => [r.kind, r.total]));
}
