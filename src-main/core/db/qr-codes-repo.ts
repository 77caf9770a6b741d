import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface QrCodeRow {
  id: string;
  code: string;
  team_id: string;
  recipient_id: string;
  campaign_id: string;
  side: 'front' | 'back';
  slot_id: string;
  destination: string;
  created_at: string;
}

export interface QrScanRow {
  id: string;
  qr_code_id: string;
  team_id: string;
  recipient_id: string;
  campaign_id: string;
  slot_id: string;
  destination: string;
  user_agent: string | null;
  scanned_at: string;
  /** A location label of a simulated scan (migration 22). */
  place?: string | null;
}

export function insertQrCode(db: Db, row: QrCodeRow): void {
  prepared(db, 
    'INSERT INTO qr_codes (id, code, team_id, recipient_id, campaign_id, side, slot_id, destination, created_at) VALUES (@id, @code, @team_id, @recipient_id, @campaign_id, @side, @slot_id, @destination, @created_at)',
  ).run(row);
}

export function findQrCodeByCode(db: Db, code: string): QrCodeRow | undefined {
  return prepared(db, 'SELECT * FROM qr_codes WHERE code = ?').get(code) as QrCodeRow | undefined;
}

export function qrCodesOfRecipient(db: Db, recipientId: string): QrCodeRow[] {
  return prepared(db, "SELECT * FROM qr_codes WHERE recipient_id = ? ORDER BY CASE side WHEN 'front' THEN 0 ELSE 1 END, rowid").all(recipientId) as QrCodeRow[];
}

export function insertQrScan(db: Db, row: QrScanRow): void {
  prepared(db, 
    'INSERT INTO qr_scans (id, qr_code_id, team_id, recipient_id, campaign_id, slot_id, destination, user_agent, scanned_at, place) VALUES (@id, @qr_code_id, @team_id, @recipient_id, @campaign_id, @slot_id, @destination, @user_agent, @scanned_at, @place)',
  ).run({ place: null, ...row });
}

export function scansOfCode(db: Db, qrCodeId: string): QrScanRow[] {
  return prepared(db, 'SELECT * FROM qr_scans WHERE qr_code_id = ? ORDER BY rowid').all(qrCodeId) as QrScanRow[];
}
