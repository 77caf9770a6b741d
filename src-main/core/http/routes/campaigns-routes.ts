import type { CoreContext } from '#core/wiring/context.ts';
import { listCampaigns } from '#core/db/campaigns-repo.ts';
import { campaignView } from '#core/domain/campaign-view.ts';
import { activateCampaign, campaignOr404, createCampaign } from '#core/domain/campaigns.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'campaignsCreate', ({ auth, body }) => ({ status: 200, body: campaignView(core, createCampaign(core, auth.teamId, body)) }));

  implement(app, core, 'campaignsList', ({ auth, query }) => ({ status: 200, body: listCampaigns(core.db, auth.teamId, query).map((row) => campaignView(core, row)) }));

  implement(app, core, 'campaignsGet', ({ auth, params }) => ({ status: 200, body: campaignView(core, campaignOr404(core, auth.teamId, params.campaignId)) }));

  implement(app, core, 'campaignsActivate', ({ auth, params }) => ({ status: 200, body: campaignView(core, activateCampaign(core, auth.teamId, params.campaignId)) }));
}
