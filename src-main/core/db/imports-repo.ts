import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface ImportRow {
  id: string;
  team_id: string;
  campaign_id: string;
  file_name: string;
  sheet: string | null;
  fingerprint: string;
  status: 'running' | 'cancelled' | 'failed' | 'done';
  rows_total: number;
  rows_stored: number;
  through_row: number;
  last_error: string | null;
  run_started_ms: number;
  run_rows_start: number;
  last_batch_ms: number | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

const COLUMNS = ['id', 'team_id', 'campaign_id', 'file_name', 'sheet', 'fingerprint', 'status', 'rows_total', 'rows_stored', 'through_row', 'last_error', 'run_started_ms', 'run_rows_start', 'last_batch_ms', 'started_at', 'updated_at', 'finished_at'] as const satisfies readonly (keyof ImportRow)[];

export function insertImport(db: Db, row: ImportRow): void {
  prepared(db, `INSERT INTO recipient_imports (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`).run(row);
}

/** Team-scoped: another team's import is indistinguishable from a missing one. */
export function findImport(db: Db, teamId: string, id: string): ImportRow | undefined {
  return prepared(db, 'SELECT * FROM recipient_imports WHERE id = ? AND team_id = ?').get(id, teamId) as ImportRow | undefined;
}

export function listCampaignImports(db: Db, campaignId: string, limit: number): ImportRow[] {
  return prepared(db, 'SELECT * FROM recipient_imports WHERE campaign_id = ? ORDER BY started_at DESC, rowid DESC LIMIT ?').all(campaignId, limit) as ImportRow[];
}

export function runningImportOf(db: Db, campaignId: string): ImportRow | undefined {
  return prepared(db, "SELECT * FROM recipient_imports WHERE campaign_id = ? AND status = 'running' ORDER BY started_at DESC LIMIT 1").get(campaignId) as ImportRow | undefined;
}

/** Writes the fields that change (status, progress, error, run, times). */
export function updateImport(db: Db, row: ImportRow): void {
  prepared(
    db,
    `UPDATE recipient_imports SET status = @status, rows_total = @rows_total, rows_stored = @rows_stored, through_row = @through_row, last_error = @last_error,
       run_started_ms = @run_started_ms, run_rows_start = @run_rows_start, last_batch_ms = @last_batch_ms, updated_at = @updated_at, finished_at = @finished_at WHERE id = @id`,
  ).run(row);
}
