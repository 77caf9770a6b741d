import { CURRENCY } from '#shared/pricing.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import { listPendingLiveRecipients } from '#core/db/recipients-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { domesticCountry } from '../postal-lines.ts';
import { chargeLines, totalCents } from './charges.ts';

/** Why POST /api/recipients/checkout would refuse the campaign now (its rules, in its words), or null. */
function blockedReason(campaign: CampaignRow, pieces: number, failedRenders: number): string | null {
  if (campaign.frequency !== 'oneTime') return 'Campaign checkout is only for one-time campaigns';
  if (pieces === 0) return 'The campaign has no pending recipients to check out';
  if (failedRenders > 0) return `${failedRenders} recipient${failedRenders === 1 ? '' : 's'} could not be rendered: fix or remove them first`;
  return null;
}

/** The pieces per destination country, most first (then by code), and whether each goes abroad from where the mail is posted. */
function destinationsOf(recipients: readonly { country: string | null }[], postedFrom: string | null) {
  const counts = new Map<string, number>();
  for (const r of recipients) if (r.country) counts.set(r.country, (counts.get(r.country) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([country, pieces]) => ({ country, pieces, international: postedFrom ? country !== postedFrom : null }));
}

/** The lines checkout would charge for the campaign now, and what it would do with the card on file. Charges nothing. */
export function campaignQuoteOf(core: CoreContext, campaign: CampaignRow) {
  const recipients = listPendingLiveRecipients(core.db, campaign.id);
  const charges = chargeLines(core, campaign.team_id, recipients);
  const lines = charges.map(({ kind, description, quantity, unit_cents, amount_cents }) => ({ kind, description, quantity, unit_cents, amount_cents }));
  const paymentMethod = findTeam(core.db, campaign.team_id)?.payment_method ?? 'none';
  const postedFrom = domesticCountry(core, campaign.team_id, campaign);
  return {
    pieces: recipients.length,
    lines,
    total_cents: totalCents(charges),
    currency: CURRENCY,
    payment_method: paymentMethod,
    outcome: paymentMethod === 'valid' ? ('charge_card' as const) : ('hosted_checkout' as const),
    blocked: blockedReason(campaign, recipients.length, recipients.filter((r) => r.render_status === 'failed').length),
    posted_from: postedFrom,
    destinations: destinationsOf(recipients, postedFrom),
  };
}
