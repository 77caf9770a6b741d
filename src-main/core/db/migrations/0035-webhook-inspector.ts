import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The webhook inspector: the headers each attempt sent (signature included:
 * it is an HMAC, not the secret), the fault that shaped it, a place on
 * simulated QR scans, and the built-in local receiver's inbox.
 */
export const webhookInspector: Migration = {
  version: 35,
  name: 'webhook-inspector',
  sql: readFileSync(new URL('./0035-webhook-inspector.sql', import.meta.url), 'utf8'),
};
