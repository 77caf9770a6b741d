import { createHmac, timingSafeEqual } from 'node:crypto';

// A receiver's check of a delivery, as an integrating app writes it (used by the
// tests and the benchmark, and quoted in docs/api-notes.md). Deliberately
// independent of signing.ts.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ReceivedDelivery {
  secret: string;
  /** Header names in lower case, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  nowSeconds?: number;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

export function verifyWebhookSignature(input: ReceivedDelivery): VerifyResult {
  const timestamp = input.headers['x-scribeless-timestamp'];
  const signature = input.headers['x-scribeless-signature'];
  if (typeof timestamp !== 'string' || !/^\d+$/.test(timestamp)) return { ok: false, reason: 'missing timestamp' };
  if (typeof signature !== 'string' || !signature.startsWith('sha256=')) return { ok: false, reason: 'missing signature' };
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp outside the 5-minute window' };
  const expected = createHmac('sha256', input.secret).update(Buffer.concat([Buffer.from(`${timestamp}.`), input.rawBody])).digest();
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature mismatch' };
  return { ok: true };
}
