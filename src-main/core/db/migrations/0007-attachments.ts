import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** Uploaded PDF attachments, campaign attachment slots and each recipient's resolved attachments. */
export const attachments: Migration = {
  version: 7,
  name: 'attachments',
  sql: readFileSync(new URL('./0007-attachments.sql', import.meta.url), 'utf8'),
};
