import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * When a team's subscription started, so usage can be counted per 30-day
 * billing cycle. Triggers keep it right whoever changes the subscription
 * (sandbox, hosted billing setup, seeding).
 */
export const subscriptionCycles: Migration = {
  version: 9,
  name: 'subscription-cycles',
  sql: readFileSync(new URL('./0009-subscription-cycles.sql', import.meta.url), 'utf8'),
};
