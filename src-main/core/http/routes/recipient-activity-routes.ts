import type { CoreContext } from '#core/wiring/context.ts';
import { findRecipient } from '#core/db/recipients-repo.ts';
import { teamCampaignSpend } from '#core/db/recipient-list-repo.ts';
import { campaignOr404 } from '#core/domain/campaigns.ts';
import { campaignQuoteOf } from '#core/domain/checkout/quote.ts';
import { campaignRecipientPage, campaignTimelineOf, recipientActivityOf, rerender } from '#core/domain/recipients/recipient-activity.ts';
import { recipientDetail } from '#core/domain/recipients/recipient-view.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** The campaign desk's recipient views (Inkpost extensions). */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  const recipientOr404 = (teamId: string, id: string) => {
    const row = findRecipient(core.db, teamId, id);
    if (!row) throw new HttpError(404, 'Recipient not found');
    return row;
  };

  implement(app, core, 'campaignRecipients', ({ auth, params, query }) => ({ status: 200, body: campaignRecipientPage(core, campaignOr404(core, auth.teamId, params.campaignId), query) }));
  implement(app, core, 'campaignTimeline', ({ auth, params }) => ({ status: 200, body: campaignTimelineOf(core, campaignOr404(core, auth.teamId, params.campaignId)) }));
  implement(app, core, 'campaignSpend', ({ auth }) => ({ status: 200, body: { data: teamCampaignSpend(core.db, auth.teamId) } }));
  implement(app, core, 'campaignQuote', ({ auth, params }) => ({ status: 200, body: campaignQuoteOf(core, campaignOr404(core, auth.teamId, params.campaignId)) }));
  implement(app, core, 'recipientActivity', ({ auth, params }) => ({ status: 200, body: recipientActivityOf(core, recipientOr404(auth.teamId, params.recipientId)) }));
  implement(app, core, 'rerenderRecipient', ({ auth, params }) => {
    rerender(core, recipientOr404(auth.teamId, params.recipientId));
    return { status: 200, body: recipientDetail(core, recipientOr404(auth.teamId, params.recipientId)) };
  });
}
