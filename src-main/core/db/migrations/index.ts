import type { Migration } from '../migrate.ts';
import { foundation } from './0001-foundation.ts';

/** Append-only: add new migrations at the end with the next number. */
export const MIGRATIONS: readonly Migration[] = [foundation];
