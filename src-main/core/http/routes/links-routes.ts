import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { CoreContext } from '#core/wiring/context.ts';
import { checkSignedUrl } from '#core/domain/signed-urls.ts';
import { recordScan } from '#core/domain/smart-qr/tracked-codes.ts';
import { storageFile } from '#core/policy/storage.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png' };

/** Stored documents behind signed URLs: the signature is the credential, no API key. */
function registerFileRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'signedFile', async ({ params, c }) => {
    let src: string;
    try {
      src = decodeURIComponent(params.path);
    } catch {
      throw new HttpError(403, 'Invalid signature');
    }
    const check = checkSignedUrl(core, src, c.req.query('expires'), c.req.query('signature'));
    if (check === 'invalid') throw new HttpError(403, 'Invalid signature');
    if (check === 'expired') throw new HttpError(403, 'This link has expired');
    let bytes: Buffer;
    try {
      bytes = await readFile(storageFile(core.storageDir, src));
    } catch {
      throw new HttpError(404, 'File not found');
    }
    return { status: 200, bytes: new Uint8Array(bytes), headers: { 'Content-Type': TYPES[extname(src)] ?? 'application/octet-stream', 'Cache-Control': 'private, max-age=60' } };
  });
}

/** Tracked Smart QR URLs (public: a phone scans them). */
function registerSmartQrRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'trackedQr', ({ params, c }) => {
    const destination = recordScan(core, params.code, c.req.header('user-agent'));
    if (!destination) throw new HttpError(404, 'QR code not found');
    return { status: 302, headers: { Location: destination } };
  });
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerFileRoutes(app, core);
  registerSmartQrRoutes(app, core);
}
