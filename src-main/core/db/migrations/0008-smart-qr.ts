import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** Tracked Smart QR codes, their scans, and product keys given to particular teams. */
export const smartQr: Migration = {
  version: 8,
  name: 'smart-qr',
  sql: readFileSync(new URL('./0008-smart-qr.sql', import.meta.url), 'utf8'),
};
