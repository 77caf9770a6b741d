import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * The country a team posts from when a campaign has no return address to say so
 * (design proofs, HTML recipients): mail to it is domestic and carries no country
 * line (#shared/address/format-address.ts). Null: the country is always written.
 */
export const teamHomeCountry: Migration = {
  version: 42,
  name: 'team-home-country',
  sql: readFileSync(new URL('./0042-team-home-country.sql', import.meta.url), 'utf8'),
};
