import { createHash, randomBytes } from 'node:crypto';
import type { KeyKind } from '#shared/contract/auth.ts';

const PREFIX: Record<KeyKind, string> = { partner: 'ink_pk_', customer: 'ink_ck_' };
const KEY_SHAPE = /^ink_(pk|ck)_[A-Za-z0-9_-]{43}$/;

/** A new API key secret, e.g. ink_ck_<43 base64url chars>. Shown once, stored only as a hash. */
export function newApiKeySecret(kind: KeyKind): string {
  return PREFIX[kind] + randomBytes(32).toString('base64url');
}

export function isWellFormedApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
