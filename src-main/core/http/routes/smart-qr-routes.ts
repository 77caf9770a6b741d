import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { qrCodesOfRecipient, scansOfCode } from '../../db/qr-codes-repo.ts';
import { findRecipientById } from '../../db/recipients-repo.ts';
import { recordScan, trackedUrl } from '../../domain/smart-qr/tracked-codes.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Tracked Smart QR URLs (public: a phone scans them) and the sandbox's list of a recipient's codes. */
export function registerSmartQrRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.trackedQr.path, (c) => {
    const destination = recordScan(core, c.req.param('code'), c.req.header('user-agent'));
    if (!destination) throw new HttpError(404, 'QR code not found');
    return c.redirect(destination, 302);
  });

  app.get(ROUTES.sandboxRecipientQrCodes.path, requireAdmin(core), (c) => {
    const recipient = findRecipientById(core.db, c.req.param('recipientId'));
    if (!recipient) throw new HttpError(404, 'Recipient not found');
    return c.json(
      qrCodesOfRecipient(core.db, recipient.id).map((qr) => ({
        id: qr.id,
        side: qr.side,
        slot_id: qr.slot_id,
        destination: qr.destination,
        tracked_url: trackedUrl(core, qr.code),
        scans: scansOfCode(core.db, qr.id).length,
        created_at: qr.created_at,
      })),
    );
  });
}
