import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { type CampaignRow, findCampaignById } from '../../db/campaigns-repo.ts';
import { findRecipientById } from '../../db/recipients-repo.ts';
import { campaignView } from '../../domain/campaign-view.ts';
import { advanceCampaign, advanceRecipient } from '../../domain/fulfilment.ts';
import { recipientDetail } from '../../domain/recipients/recipient-view.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';

/** The emulator's print house: moves paid recipients through printing, shipped and delivered. */
export function registerSandboxFulfilmentRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.sandboxAdvanceRecipient.path, requireAdmin(core), (c) => {
    const row = findRecipientById(core.db, c.req.param('recipientId'));
    if (!row) throw new HttpError(404, 'Recipient not found');
    advanceRecipient(core, row);
    const updated = findRecipientById(core.db, row.id);
    if (!updated) throw new Error('recipient vanished');
    return c.json(recipientDetail(core, updated));
  });

  app.post(ROUTES.sandboxAdvanceCampaign.path, requireAdmin(core), (c) => {
    const campaign = findCampaignById(core.db, c.req.param('campaignId'));
    if (!campaign) throw new HttpError(404, 'Campaign not found');
    advanceCampaign(core, campaign);
    return c.json(campaignView(core, findCampaignById(core.db, campaign.id) as CampaignRow));
  });
}
