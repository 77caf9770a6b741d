import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The studio's team-wide pieces: a brand kit per team (logo as a data: URL,
 * colours, a heading and a body font from the bundled print typefaces), and the
 * designs a team keeps as starters of its own (a copy of the design's sides;
 * the gallery's bundled starters are data in the code, not rows).
 */
export const brandKitsAndStarters: Migration = {
  version: 41,
  name: 'brand-kits-and-starters',
  sql: readFileSync(new URL('./0041-brand-kits-and-starters.sql', import.meta.url), 'utf8'),
};
