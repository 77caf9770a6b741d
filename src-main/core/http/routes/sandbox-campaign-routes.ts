import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { campaignSandboxPatchSchema } from '../../../../src-shared/schemas/sandbox.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { type CampaignRow, findCampaignById, setCampaignActivationInProgress, setCampaignTesting } from '../../db/campaigns-repo.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

/** Campaign switches of the emulator: testing mode, and an activation held in progress. */
export function registerSandboxCampaignRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.patch(ROUTES.sandboxPatchCampaign.path, requireAdmin(core), async (c) => {
    const id = c.req.param('campaignId');
    const patch = await readBody(c, campaignSandboxPatchSchema);
    if (!findCampaignById(core.db, id)) throw new HttpError(404, 'Campaign not found');
    if (patch.testing !== undefined) setCampaignTesting(core.db, id, patch.testing, nowIso(core.clock));
    if (patch.activationInProgress !== undefined) {
      setCampaignActivationInProgress(core.db, id, patch.activationInProgress);
    }
    const row = findCampaignById(core.db, id) as CampaignRow;
    return c.json({ campaignId: row.id, teamId: row.team_id, testing: row.testing === 1, activationInProgress: row.activation_in_progress === 1 });
  });
}
