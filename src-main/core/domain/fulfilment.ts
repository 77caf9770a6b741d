import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { type CampaignRow, markOneTimeCampaignShipped } from '../db/campaigns-repo.ts';
import { countLiveShipping, listLiveRecipientsInFulfilment, type RecipientRow, type RecipientStatus, setRecipientStatus } from '../db/recipients-repo.ts';
import { InvalidStateError } from '../base/error-kinds.ts';

/** The fulfilment steps after payment: ready -> printing -> shipped -> delivered. */
const NEXT: Partial<Record<RecipientStatus, RecipientStatus>> = { ready: 'printing', printing: 'shipped', shipped: 'delivered' };

/** Moves one recipient a step; testing recipients and unpaid ones never leave for fulfilment. */
export function advanceRecipient(core: CoreContext, row: RecipientRow): void {
  if (row.testing === 1) throw new InvalidStateError('Testing recipients are never mailed');
  const next = NEXT[row.status];
  if (!next) throw new InvalidStateError(`A ${row.status} recipient cannot move on in fulfilment`);
  core.db.transaction(() => {
    setRecipientStatus(core.db, row.id, next, nowIso(core.clock));
    updateCampaignShipping(core, row.campaign_id);
  })();
}

/** Moves every live recipient of the campaign that is ready or further along one step. */
export function advanceCampaign(core: CoreContext, campaign: CampaignRow): number {
  const rows = listLiveRecipientsInFulfilment(core.db, campaign.id);
  core.db.transaction(() => {
    const now = nowIso(core.clock);
    for (const row of rows) {
      const next = NEXT[row.status];
      if (next) setRecipientStatus(core.db, row.id, next, now);
    }
    updateCampaignShipping(core, campaign.id);
  })();
  return rows.length;
}

/** A one-time campaign is shipped once all of its live, paid recipients have shipped. */
function updateCampaignShipping(core: CoreContext, campaignId: string): void {
  const { gone, waiting } = countLiveShipping(core.db, campaignId);
  if (gone > 0 && waiting === 0) markOneTimeCampaignShipped(core.db, campaignId, nowIso(core.clock));
}
