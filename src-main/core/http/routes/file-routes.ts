import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { checkSignedUrl, FILES_PREFIX } from '../../domain/signed-urls.ts';
import { storageFile } from '../../storage.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png' };

/** Stored documents behind signed URLs: the signature is the credential, no API key. */
export function registerFileRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.signedFile.path, async (c) => {
    const pathname = new URL(c.req.url).pathname;
    let src: string;
    try {
      src = decodeURIComponent(pathname.slice(FILES_PREFIX.length));
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
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': TYPES[extname(src)] ?? 'application/octet-stream',
      'Cache-Control': 'private, max-age=60',
    });
  });
}
