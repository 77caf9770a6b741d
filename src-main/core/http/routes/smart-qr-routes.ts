import type { CoreContext } from '#core/context.ts';
import { qrCodesOfRecipient, scansOfCode } from '#core/db/qr-codes-repo.ts';
import { findRecipientById } from '#core/db/recipients-repo.ts';
import { recordScan, trackedUrl } from '#core/domain/smart-qr/tracked-codes.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Tracked Smart QR URLs (public: a phone scans them) and the sandbox's list of a recipient's codes. */
export function registerSmartQrRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'trackedQr', ({ params, c }) => {
    const destination = recordScan(core, params.code, c.req.header('user-agent'));
    if (!destination) throw new HttpError(404, 'QR code not found');
    return { status: 302, headers: { Location: destination } };
  });

  implement(app, core, 'sandboxRecipientQrCodes', ({ params }) => {
    const recipient = findRecipientById(core.db, params.recipientId);
    if (!recipient) throw new HttpError(404, 'Recipient not found');
    const codes = qrCodesOfRecipient(core.db, recipient.id);
    const body = codes.map(({ id, side, slot_id, destination, code, created_at }) => ({ id, side, slot_id, destination, tracked_url: trackedUrl(core, code), scans: scansOfCode(core.db, id).length, created_at }));
    return { status: 200, body };
  });
}
