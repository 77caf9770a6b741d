import { nowIso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import type { CampaignRow } from '../db/campaigns-repo.ts';
import { type RecipientRow, type RecipientStatus, setRecipientStatus } from '../db/recipients-repo.ts';
import { InvalidStateError } from './errors.ts';

/** The fulfilment steps after payment: ready -> printing -> shipped -> delivered. */
const NEXT: Partial<Record<RecipientStatus, RecipientStatus>> = { ready: 'printing', printing: 'shipped', shipped: 'delivered' };

export function nextFulfilmentStatus(row: RecipientRow): RecipientStatus | undefined {
  return row.testing === 1 ? undefined : NEXT[row.status];
}

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
  const rows = core.db.prepare("SELECT * FROM recipients WHERE campaign_id = ? AND testing = 0 AND status IN ('ready', 'printing', 'shipped')").all(campaign.id) as RecipientRow[];
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
  const counts = core.db
    .prepare(
      `SELECT sum(status IN ('shipped', 'delivered')) AS gone, sum(status IN ('pending', 'ready', 'printing')) AS waiting
       FROM recipients WHERE campaign_id = ? AND testing = 0`,
    )
    .get(campaignId) as { gone: number | null; waiting: number | null };
  if ((counts.gone ?? 0) > 0 && (counts.waiting ?? 0) === 0) {
    const now = nowIso(core.clock);
    core.db.prepare("UPDATE campaigns SET status = 'shipped', shipped_at = coalesce(shipped_at, ?), updated_at = ? WHERE id = ? AND frequency = 'oneTime'").run(now, now, campaignId);
  }
}
