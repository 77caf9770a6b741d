import { randomUUID } from 'node:crypto';
import type { ProvisionedTeam } from '#shared/contract/account.ts';
import type { ProvisionTeamInput } from '#shared/schemas/partner.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { insertApiKey } from '../db/api-keys-repo.ts';
import { insertInvitation } from '../db/invitations-repo.ts';
import { insertTeam } from '../db/teams-repo.ts';
import { insertUser } from '../db/users-repo.ts';
import { templatesUrl } from './account-status.ts';
import { createBillingSetupUrl } from './billing-setup.ts';
import { newApiKeySecret, sha256Hex } from './secrets.ts';

export const PROVISIONED_KEY_NAME = 'Partner provisioned API key';

/**
 * Creates a customer team for a partner: the team (no billing, no templates),
 * its owner with a pending invitation, and a customer-team key whose secret is
 * returned only here.
 */
export function provisionTeam(core: CoreContext, partnerTeamId: string, input: ProvisionTeamInput): ProvisionedTeam {
  const now = nowIso(core.clock);
  const teamId = randomUUID();
  const userId = randomUUID();
  const invitationId = randomUUID();
  const keyId = randomUUID();
  const secret = newApiKeySecret('customer');
  core.db.transaction(() => {
    insertTeam(core.db, { id: teamId, kind: 'customer', name: input.companyName, provisioned_by_team_id: partnerTeamId, created_at: now });
    insertUser(core.db, { id: userId, team_id: teamId, email: input.email, first_name: input.firstName, last_name: input.lastName, role: 'owner', created_at: now });
    insertInvitation(core.db, { id: invitationId, team_id: teamId, user_id: userId, email: input.email, status: 'pending', created_at: now });
    insertApiKey(core.db, { id: keyId, team_id: teamId, kind: 'customer', name: PROVISIONED_KEY_NAME, key_hash: sha256Hex(secret), created_at: now });
  })();
  return {
    teamId,
    apiKey: { id: keyId, name: PROVISIONED_KEY_NAME, key: secret, created_at: now },
    owner: { userId, email: input.email },
    invitation: { id: invitationId, status: 'pending' },
    billingSetupUrl: createBillingSetupUrl(core, teamId, input.billingRedirectUrl),
    links: { templatesUrl: templatesUrl(core) },
  };
}
