import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { teamSettingsPatchSchema } from '../../../../src-shared/schemas/sandbox.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam, toTeamSettings, type TeamRow, updateTeamSettings } from '../../db/teams-repo.ts';
import { requireAdmin } from '../auth.ts';
import { CYCLE_DAYS, usageByCycle } from '../../domain/usage-cycles.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

function teamOr404(core: CoreContext, teamId: string): TeamRow {
  const team = findTeam(core.db, teamId);
  if (!team) throw new HttpError(404, 'Team not found');
  return team;
}

/** The emulator's control plane for a team's billing and feature switches. */
export function registerSandboxTeamRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.sandboxGetTeam.path, requireAdmin(core), (c) => {
    return c.json(toTeamSettings(teamOr404(core, c.req.param('teamId'))));
  });

  app.get(ROUTES.sandboxTeamUsage.path, requireAdmin(core), (c) => {
    const teamId = c.req.param('teamId');
    teamOr404(core, teamId);
    return c.json({ teamId, cycleDays: CYCLE_DAYS, cycles: usageByCycle(core, teamId) });
  });

  app.patch(ROUTES.sandboxPatchTeam.path, requireAdmin(core), async (c) => {
    const teamId = c.req.param('teamId');
    teamOr404(core, teamId);
    const patch = await readBody(c, teamSettingsPatchSchema);
    updateTeamSettings(core.db, teamId, patch, nowIso(core.clock));
    return c.json(toTeamSettings(teamOr404(core, teamId)));
  });
}
