import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { createCampaignSchema, listCampaignsQuerySchema } from '../../../../src-shared/schemas/campaigns.ts';
import type { CoreContext } from '../../context.ts';
import { listCampaigns } from '../../db/campaigns-repo.ts';
import { campaignView } from '../../domain/campaign-view.ts';
import { activateCampaign, campaignOr404, createCampaign } from '../../domain/campaigns.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { readBody, validate } from '../validation.ts';

export function registerCampaignRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const customer = requireKey(core, 'customer');

  app.post(ROUTES.campaignsCreate.path, customer, async (c) => {
    const input = await readBody(c, createCampaignSchema);
    return c.json(campaignView(core, createCampaign(core, c.get('auth').teamId, input)));
  });

  app.get(ROUTES.campaignsList.path, customer, (c) => {
    const filter = validate(listCampaignsQuerySchema, c.req.query());
    return c.json(listCampaigns(core.db, c.get('auth').teamId, filter).map((row) => campaignView(core, row)));
  });

  app.get(ROUTES.campaignsGet.path, customer, (c) => {
    return c.json(campaignView(core, campaignOr404(core, c.get('auth').teamId, c.req.param('campaignId'))));
  });

  app.post(ROUTES.campaignsActivate.path, customer, (c) => {
    return c.json(campaignView(core, activateCampaign(core, c.get('auth').teamId, c.req.param('campaignId'))));
  });
}
