import type { CoreContext } from '#core/context.ts';
import { type CampaignRow, findCampaignById } from '#core/db/campaigns-repo.ts';
import { findRecipientById } from '#core/db/recipients-repo.ts';
import { campaignView } from '#core/domain/campaign-view.ts';
import { advanceCampaign, advanceRecipient } from '#core/domain/fulfilment.ts';
import { recipientDetail } from '#core/domain/recipients/recipient-view.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** The emulator's print house: moves paid recipients through printing, shipped and delivered. */
export function registerSandboxFulfilmentRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxAdvanceRecipient', ({ params }) => {
    const row = findRecipientById(core.db, params.recipientId);
    if (!row) throw new HttpError(404, 'Recipient not found');
    advanceRecipient(core, row);
    const updated = findRecipientById(core.db, row.id);
    if (!updated) throw new Error('recipient vanished');
    return { status: 200, body: recipientDetail(core, updated) };
  });

  implement(app, core, 'sandboxAdvanceCampaign', ({ params }) => {
    const campaign = findCampaignById(core.db, params.campaignId);
    if (!campaign) throw new HttpError(404, 'Campaign not found');
    advanceCampaign(core, campaign);
    return { status: 200, body: campaignView(core, findCampaignById(core.db, campaign.id) as CampaignRow) };
  });
}
