import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { campaignSandboxPatchSchema } from '../../../../src-shared/schemas/sandbox.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

interface CampaignSwitches {
  id: string;
  team_id: string;
  testing: number;
  activation_in_progress: number;
}

/** Campaign switches of the emulator: testing mode, and an activation held in progress. */
export function registerSandboxCampaignRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.patch(ROUTES.sandboxPatchCampaign.path, requireAdmin(core), async (c) => {
    const id = c.req.param('campaignId');
    const patch = await readBody(c, campaignSandboxPatchSchema);
    const select = core.db.prepare('SELECT id, team_id, testing, activation_in_progress FROM campaigns WHERE id = ?');
    if (!select.get(id)) throw new HttpError(404, 'Campaign not found');
    if (patch.testing !== undefined) core.db.prepare('UPDATE campaigns SET testing = ?, updated_at = ? WHERE id = ?').run(patch.testing ? 1 : 0, nowIso(core.clock), id);
    if (patch.activationInProgress !== undefined) {
      core.db.prepare('UPDATE campaigns SET activation_in_progress = ? WHERE id = ?').run(patch.activationInProgress ? 1 : 0, id);
    }
    const row = select.get(id) as CampaignSwitches;
    return c.json({ campaignId: row.id, teamId: row.team_id, testing: row.testing === 1, activationInProgress: row.activation_in_progress === 1 });
  });
}
