import { nowIso } from '#core/clock.ts';
import type { CoreContext } from '#core/context.ts';
import { type CampaignRow, findCampaignById, setCampaignActivationInProgress, setCampaignTesting } from '#core/db/campaigns-repo.ts';
import { sandboxSwitches } from '#core/domain/campaign-view.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Campaign switches of the emulator: testing mode, and an activation held in progress. */
export function registerSandboxCampaignRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxPatchCampaign', ({ params, body }) => {
    const id = params.campaignId;
    if (!findCampaignById(core.db, id)) throw new HttpError(404, 'Campaign not found');
    if (body.testing !== undefined) setCampaignTesting(core.db, id, body.testing, nowIso(core.clock));
    if (body.activationInProgress !== undefined) setCampaignActivationInProgress(core.db, id, body.activationInProgress);
    const row = findCampaignById(core.db, id) as CampaignRow;
    return { status: 200, body: { campaignId: row.id, teamId: row.team_id, ...sandboxSwitches(row) } };
  });
}
