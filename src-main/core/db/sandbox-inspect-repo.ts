import type { Db } from './connection.ts';
import type { CampaignRow } from './campaigns-repo.ts';
import type { TeamRow } from './teams-repo.ts';
import type { QrCodeRow } from './qr-codes-repo.ts';

// Reads of any team for the developer console (the sandbox is not scoped to one team).

export function listTeams(db: Db): TeamRow[] {
  return db.prepare('SELECT * FROM teams ORDER BY created_at, rowid').all() as TeamRow[];
}

export function listTeamCampaigns(db: Db, teamId: string): CampaignRow[] {
  return db.prepare("SELECT * FROM campaigns WHERE team_id = ? AND status <> 'deleted' ORDER BY created_at DESC, rowid DESC").all(teamId) as CampaignRow[];
}

export interface TeamQrCodeRow extends QrCodeRow {
  first_name: string;
  last_name: string;
  scans: number;
  last_scan_at: string | null;
}

export function listTeamQrCodes(db: Db, teamId: string, limit: number): TeamQrCodeRow[] {
  return db
    .prepare(
      `SELECT q.*, r.first_name, r.last_name,
         (SELECT COUNT(*) FROM qr_scans s WHERE s.qr_code_id = q.id) AS scans,
         (SELECT MAX(scanned_at) FROM qr_scans s WHERE s.qr_code_id = q.id) AS last_scan_at
       FROM qr_codes q JOIN recipients r ON r.id = q.recipient_id
       WHERE q.team_id = ? ORDER BY q.created_at DESC, q.rowid DESC LIMIT ?`,
    )
    .all(teamId, limit) as TeamQrCodeRow[];
}

export function findQrCodeById(db: Db, id: string): QrCodeRow | undefined {
  return db.prepare('SELECT * FROM qr_codes WHERE id = ?').get(id) as QrCodeRow | undefined;
}
