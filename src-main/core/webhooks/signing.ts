import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, shown once at creation: whsec_<43 base64url chars>. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** X-Scribeless-Signature value: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body bytes>")>. */
export function signatureHeader(secret: string, timestampSeconds: number, body: Buffer): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  mac.update(`${timestampSeconds}.`, 'utf8');
  mac.update(body);
  return `sha256=${mac.digest('hex')}`;
}
