import { readFileSync } from 'node:fs';
import type { Migration } from '../migrate.ts';

/**
 * Partner provisioning (invitations), hosted billing setup sessions and
 * campaigns. Campaigns keep nullable cart_id and a hidden flag so recipients,
 * carts and hidden HTML campaigns can be added later without reshaping them.
 */
export const partnerTemplatesCampaigns: Migration = {
  version: 2,
  name: 'partner-templates-campaigns',
  sql: readFileSync(new URL('./0002-partner-templates-campaigns.sql', import.meta.url), 'utf8'),
};
