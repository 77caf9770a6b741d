import type { AccountStatus } from '#shared/contract/account.ts';
import type { CoreContext } from '../wiring/context.ts';
import { teamHasPublishedTemplate } from '../db/templates-repo.ts';
import { findTeam, type TeamRow } from '../db/teams-repo.ts';
import { createBillingSetupUrl } from './billing-setup.ts';

/** Invoice billing needs a payment method on file that charges. */
export function billByInvoice(team: TeamRow): boolean {
  return team.payment_method === 'valid';
}

/** Recurring campaigns are enabled by an active subscription. */
export function recurringEnabled(team: TeamRow): boolean {
  return team.subscription === 'active';
}

/** The billing_method a new campaign of this team gets. */
export function derivedBillingMethod(team: TeamRow): 'subscription' | 'oneTime' {
  return recurringEnabled(team) ? 'subscription' : 'oneTime';
}

export function templatesUrl(core: CoreContext): string {
  return `${core.publicUrl()}/templates`;
}

/** The readiness of a team; a fresh billing setup link while one is needed. */
export function accountStatus(core: CoreContext, teamId: string, billingRedirectUrl: string | undefined): AccountStatus {
  const team = findTeam(core.db, teamId);
  if (!team) throw new Error(`Team ${teamId} of an authenticated key is missing`);
  const templatesReady = teamHasPublishedTemplate(core.db, teamId);
  const status: AccountStatus = {
    teamId,
    templatesReady,
    billByInvoice: billByInvoice(team),
    canListTemplates: true,
    canCreateCampaigns: templatesReady,
    canCreateRecurringCampaign: templatesReady && recurringEnabled(team),
    links: { templatesUrl: templatesUrl(core) },
  };
  if (!billByInvoice(team)) status.billingSetupUrl = createBillingSetupUrl(core, teamId, billingRedirectUrl);
  return status;
}
