import { newRowId } from '#core/base/ids.ts';
import { randomBytes } from 'node:crypto';
import type { CoreContext } from '#core/wiring/context.ts';
import type { QrCodeRow } from '#core/db/qr-codes-repo.ts';
import { parseSmartQrSlots } from '#core/engine/qr/parse-placeholders.ts';
import { trackedUrl } from './tracked-codes.ts';

export type SideName = 'front' | 'back';

/**
 * Tracked codes for every Smart QR placeholder of a recipient's sides. Codes the
 * recipient already has (same side, slot and destination) are kept, so that a
 * re-render prints the code that may already be in someone's hands.
 */
export function plannedCodes(
  base: { teamId: string; recipientId: string; campaignId: string },
  sides: { front?: string | undefined; back?: string | undefined },
  now: string,
  existing: readonly QrCodeRow[] = [],
): { codes: QrCodeRow[]; fresh: QrCodeRow[] } {
  const entries: [SideName, string | undefined][] = [['front', sides.front], ['back', sides.back]];
  const codes: QrCodeRow[] = [];
  const fresh: QrCodeRow[] = [];
  for (const [side, html] of entries) {
    if (html === undefined) continue;
    for (const slot of parseSmartQrSlots(html, side).slots) {
      const kept = existing.find((c) => c.side === side && c.slot_id === slot.id && c.destination === slot.destination);
      if (kept) {
        codes.push(kept);
        continue;
      }
      const code: QrCodeRow = {
        id: newRowId(),
        code: randomBytes(12).toString('base64url'),
        team_id: base.teamId,
        recipient_id: base.recipientId,
        campaign_id: base.campaignId,
        side,
        slot_id: slot.id,
        destination: slot.destination,
        created_at: now,
      };
      codes.push(code);
      fresh.push(code);
    }
  }
  return { codes, fresh };
}

/** slot id -> tracked URL, for one side's codes. */
export function trackedUrlsOf(core: CoreContext, codes: readonly QrCodeRow[], side: SideName): Record<string, string> {
  return Object.fromEntries(codes.filter((c) => c.side === side).map((c) => [c.slot_id, trackedUrl(core, c.code)]));
}
