import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/** What the HTML engine removed from an HTML recipient's sides or refused to fetch (JSON list; NULL when nothing). */
export const htmlWarnings: Migration = {
  version: 30,
  name: 'html-warnings',
  sql: readFileSync(new URL('./0030-html-warnings.sql', import.meta.url), 'utf8'),
};
