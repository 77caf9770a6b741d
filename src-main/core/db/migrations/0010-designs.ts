import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Designs of the card studio: a product, an orientation, an envelope choice and
 * two HTML sides ({html, styles}). A design published as a template becomes a
 * template version whose pages are its sides (docs/studio.md); the version keeps
 * the design and the orientation it was published from.
 */
export const designs: Migration = {
  version: 10,
  name: 'designs',
  sql: readFileSync(new URL('./0010-designs.sql', import.meta.url), 'utf8'),
};
