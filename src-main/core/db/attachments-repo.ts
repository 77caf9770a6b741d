import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface AttachmentRow {
  id: string;
  team_id: string;
  campaign_id: string;
  src: string;
  filename: string | null;
  page_count: number;
  byte_size: number;
  created_at: string;
}

export interface AttachmentSlotRow {
  campaign_id: string;
  slot: number;
  required: number;
  default_attachment_id: string | null;
}

export function insertAttachment(db: Db, row: AttachmentRow): void {
  prepared(db, 'INSERT INTO attachments (id, team_id, campaign_id, src, filename, page_count, byte_size, created_at) VALUES (@id, @team_id, @campaign_id, @src, @filename, @page_count, @byte_size, @created_at)').run(row);
}

export function findAttachmentBySrc(db: Db, src: string): AttachmentRow | undefined {
  return prepared(db, 'SELECT * FROM attachments WHERE src = ?').get(src) as AttachmentRow | undefined;
}

export function findAttachment(db: Db, id: string): AttachmentRow | undefined {
  return prepared(db, 'SELECT * FROM attachments WHERE id = ?').get(id) as AttachmentRow | undefined;
}

export function slotsOf(db: Db, campaignId: string): AttachmentSlotRow[] {
  return prepared(db, 'SELECT * FROM campaign_attachment_slots WHERE campaign_id = ? ORDER BY slot').all(campaignId) as AttachmentSlotRow[];
}

export function replaceSlots(db: Db, campaignId: string, slots: AttachmentSlotRow[]): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM campaign_attachment_slots WHERE campaign_id = ?').run(campaignId);
    const insert = prepared(db, 'INSERT INTO campaign_attachment_slots (campaign_id, slot, required, default_attachment_id) VALUES (@campaign_id, @slot, @required, @default_attachment_id)');
    for (const slot of slots) insert.run(slot);
  })();
}

export function setRecipientAttachments(db: Db, recipientId: string, resolved: { slot: number; attachmentId: string }[]): void {
  prepared(db, 'DELETE FROM recipient_attachments WHERE recipient_id = ?').run(recipientId);
  const insert = prepared(db, 'INSERT INTO recipient_attachments (recipient_id, slot, attachment_id) VALUES (?, ?, ?)');
  for (const r of resolved) insert.run(recipientId, r.slot, r.attachmentId);
}

export function recipientAttachments(db: Db, recipientId: string): AttachmentRow[] {
  return prepared(db, 'SELECT a.* FROM recipient_attachments ra JOIN attachments a ON a.id = ra.attachment_id WHERE ra.recipient_id = ? ORDER BY ra.slot')
    .all(recipientId) as AttachmentRow[];
}
