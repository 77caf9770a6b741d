import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * A brand kit's several logos (each for a light or a dark ground), and the
 * typefaces a team uploads (OTF, TTF or WOFF2 files, one row a face: a family's
 * weight and style), kept in the database so that they travel with its backups.
 */
export const brandLogosAndTeamFonts: Migration = {
  version: 45,
  name: 'brand-logos-and-team-fonts',
  sql: readFileSync(new URL('./0045-brand-logos-and-team-fonts.sql', import.meta.url), 'utf8'),
};
