import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Hands made from a filled-in template ("your own hand", docs/handwriting.md): per team,
 * named (unique in the team, case-sensitive), the traced cells, the OpenType font built from
 * them (what every thread writes with) and the straightened sheets (for the app's review and
 * re-crops). `revision` grows with every edit: the engine keys its caches by it.
 */
export const hands: Migration = {
  version: 39,
  name: 'hands',
  sql: readFileSync(new URL('./0039-hands.sql', import.meta.url), 'utf8'),
};
