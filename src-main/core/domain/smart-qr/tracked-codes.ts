import { randomBytes, randomUUID } from 'node:crypto';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { findQrCodeByCode, findQrCodeForSlot, insertQrCode, insertQrScan, type QrCodeRow, updateQrDestination } from '../../db/qr-codes-repo.ts';
import { emitWebhookEvent } from '../../webhooks/emit-event.ts';

export const TRACKED_PATH = '/q/';

export function trackedUrl(core: CoreContext, code: string): string {
  return `${core.baseUrl()}${TRACKED_PATH}${code}`;
}

/**
 * The tracked code of one placeholder of one recipient: made once, then the same
 * on every re-render (the printed code never changes; its destination may).
 */
export function trackedCodeFor(core: CoreContext, slot: { teamId: string; recipientId: string; campaignId: string; side: 'front' | 'back'; slotId: string; destination: string }): QrCodeRow {
  const existing = findQrCodeForSlot(core.db, slot.recipientId, slot.side, slot.slotId);
  if (existing) {
    if (existing.destination !== slot.destination) updateQrDestination(core.db, existing.id, slot.destination);
    return { ...existing, destination: slot.destination };
  }
  const row: QrCodeRow = {
    id: randomUUID(),
    code: randomBytes(12).toString('base64url'),
    team_id: slot.teamId,
    recipient_id: slot.recipientId,
    campaign_id: slot.campaignId,
    side: slot.side,
    slot_id: slot.slotId,
    destination: slot.destination,
    created_at: nowIso(core.clock),
  };
  insertQrCode(core.db, row);
  return row;
}

/** A scan: recorded (no IP address), announced to the team's webhooks in the same transaction, then redirected. */
export function recordScan(core: CoreContext, code: string, userAgent: string | undefined): string | undefined {
  return core.db.transaction(() => {
    const qr = findQrCodeByCode(core.db, code);
    if (!qr) return undefined;
    const scan = {
      id: randomUUID(),
      qr_code_id: qr.id,
      team_id: qr.team_id,
      recipient_id: qr.recipient_id,
      campaign_id: qr.campaign_id,
      slot_id: qr.slot_id,
      destination: qr.destination,
      user_agent: userAgent?.slice(0, 500) ?? null,
      scanned_at: nowIso(core.clock),
    };
    insertQrScan(core.db, scan);
    emitWebhookEvent(core, qr.team_id, 'qr_code.scanned', {
      scan_id: scan.id,
      scanned_at: scan.scanned_at,
      user_agent: scan.user_agent,
      recipient_id: scan.recipient_id,
      campaign_id: scan.campaign_id,
      slot_id: scan.slot_id,
      destination: scan.destination,
      side: qr.side,
    });
    return qr.destination;
  })();
}
