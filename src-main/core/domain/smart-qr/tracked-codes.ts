import { newRowId } from '#core/base/ids.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findQrCodeByCode, insertQrScan, type QrCodeRow, type QrScanRow } from '#core/db/qr-codes-repo.ts';
import { type EmittedEvent, emitWebhookEvent } from '#core/webhooks/emit-event.ts';

export const TRACKED_PATH = '/q/';

export function trackedUrl(core: CoreContext, code: string): string {
  return `${core.publicUrl()}${TRACKED_PATH}${code}`;
}

/** A scan: recorded (no IP address), announced to the team's webhooks in the same transaction, then redirected. */
export function recordScan(core: CoreContext, code: string, userAgent: string | undefined): string | undefined {
  const qr = findQrCodeByCode(core.db, code);
  return qr ? scanCode(core, qr, { userAgent }).destination : undefined;
}

export interface ScanOutcome {
  scan: QrScanRow;
  destination: string;
  event: EmittedEvent;
}

/** Records a scan of a known code (a real one, or one the console simulates with a place) and emits qr_code.scanned. */
export function scanCode(core: CoreContext, qr: QrCodeRow, how: { userAgent: string | undefined; place?: string | undefined }): ScanOutcome {
  return core.db.transaction((): ScanOutcome => {
    const scan = {
      id: newRowId(),
      qr_code_id: qr.id,
      team_id: qr.team_id,
      recipient_id: qr.recipient_id,
      campaign_id: qr.campaign_id,
      slot_id: qr.slot_id,
      destination: qr.destination,
      user_agent: how.userAgent?.slice(0, 500) ?? null,
      scanned_at: nowIso(core.clock),
      place: how.place ?? null,
    };
    insertQrScan(core.db, scan);
    const event = emitWebhookEvent(core, qr.team_id, 'qr_code.scanned', {
      scan_id: scan.id,
      scanned_at: scan.scanned_at,
      user_agent: scan.user_agent,
      recipient_id: scan.recipient_id,
      campaign_id: scan.campaign_id,
      slot_id: scan.slot_id,
      destination: scan.destination,
      side: qr.side,
      ...(how.place ? { place: how.place } : {}),
    });
    return { scan, destination: qr.destination, event };
  })();
}
