import type { Migration } from '../migrate.ts';

/**
 * The country a team posts from when a campaign has no return address to say so
 * (design proofs, HTML recipients): mail to it is domestic and carries no country
 * line (#shared/address/format-address.ts). Null: the country is always written.
 */
export const teamHomeCountry: Migration = {
  version: 42,
  name: 'team-home-country',
  sql: /* sql */ `
    ALTER TABLE teams ADD COLUMN home_country TEXT;
  `,
};
