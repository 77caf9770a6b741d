import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CoreContext } from '../wiring/context.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';
import { newToken } from './secrets.ts';

export const FILES_PREFIX = '/files/';
/** Signed links live an hour by default: long enough to download, short enough to leak little. */
export const DEFAULT_SIGNED_URL_TTL_SECONDS = 3600;

function signingSecret(core: CoreContext): string {
  let secret = getSetting(core.db, 'url_signing_secret');
  if (!secret) {
    secret = newToken();
    setSetting(core.db, 'url_signing_secret', secret);
  }
  return secret;
}

function signature(core: CoreContext, src: string, expires: number): string {
  return createHmac('sha256', signingSecret(core)).update(`${src}\n${expires}`).digest('hex');
}

/** A time-limited, tamper-proof download URL of a stored document, served by this server. */
export function signedDocumentUrl(core: CoreContext, src: string, ttlSeconds = DEFAULT_SIGNED_URL_TTL_SECONDS): string {
  const expires = Math.floor(core.clock.nowMs() / 1000) + ttlSeconds;
  const path = src.split('/').map(encodeURIComponent).join('/');
  return `${core.publicUrl()}${FILES_PREFIX}${path}?expires=${expires}&signature=${signature(core, src, expires)}`;
}

export type SignedUrlCheck = 'ok' | 'expired' | 'invalid';

/** Checks a request for a stored file: the signature covers the exact path and expiry. */
export function checkSignedUrl(core: CoreContext, src: string, expiresParam: string | undefined, signatureParam: string | undefined): SignedUrlCheck {
  if (!expiresParam || !signatureParam || !/^\d{1,12}$/.test(expiresParam) || !/^[0-9a-f]{64}$/.test(signatureParam)) return 'invalid';
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(core, src, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signatureParam, 'hex'))) return 'invalid';
  return expires * 1000 < core.clock.nowMs() ? 'expired' : 'ok';
}
