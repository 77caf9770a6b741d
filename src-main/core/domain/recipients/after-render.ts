import { newRowId } from '#core/base/ids.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { findRecipientById, setRecipientStatus } from '#core/db/recipients-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { insertUsageEvent } from '#core/db/usage-repo.ts';

/**
 * Recurring campaigns on subscription accounts need no checkout: once its
 * documents exist, a live recipient of such a campaign is ready for fulfilment
 * and counted as subscription usage (billed per 30-day cycle).
 */
export function afterRecipientRendered(core: CoreContext, recipientId: string): void {
  const recipient = findRecipientById(core.db, recipientId);
  if (!recipient || recipient.status !== 'pending' || recipient.testing === 1) return;
  const campaign = findCampaign(core.db, recipient.team_id, recipient.campaign_id);
  const team = findTeam(core.db, recipient.team_id);
  if (!campaign || !team) return;
  const subscriptionBilled = campaign.frequency === 'recurring' && campaign.status === 'ready' && campaign.billing_method === 'subscription' && team.subscription === 'active';
  if (!subscriptionBilled) return;
  const now = nowIso(core.clock);
  setRecipientStatus(core.db, recipient.id, 'ready', now);
  insertUsageEvent(core.db, { id: newRowId(), team_id: team.id, kind: 'recipient', quantity: 1, subject_id: recipient.id, created_at: now });
}
