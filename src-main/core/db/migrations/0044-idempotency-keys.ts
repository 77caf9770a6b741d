import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The `Idempotency-Key` of creating POSTs (http/idempotency.ts): per team, the request's
 * fingerprint (method, path and body) and, once answered, the answer to give again (status,
 * the headers that matter as JSON, the body). `in_flight` while the first request runs. Kept
 * 24 hours (the retention sweep's `idempotency-keys`).
 */
export const idempotencyKeys: Migration = {
  version: 44,
  name: 'idempotency-keys',
  sql: readFileSync(new URL('./0044-idempotency-keys.sql', import.meta.url), 'utf8'),
};
