import { nowIso } from '#core/clock.ts';
import type { CoreContext } from '#core/context.ts';
import { findTeam, toTeamSettings, type TeamRow, updateTeamSettings } from '#core/db/teams-repo.ts';
import { CYCLE_DAYS, usageByCycle } from '#core/domain/usage-cycles.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

function teamOr404(core: CoreContext, teamId: string): TeamRow {
  const team = findTeam(core.db, teamId);
  if (!team) throw new HttpError(404, 'Team not found');
  return team;
}

/** The emulator's control plane for a team's billing and feature switches. */
export function registerSandboxTeamRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxGetTeam', ({ params }) => ({ status: 200, body: toTeamSettings(teamOr404(core, params.teamId)) }));

  implement(app, core, 'sandboxTeamUsage', ({ params }) => {
    teamOr404(core, params.teamId);
    return { status: 200, body: { teamId: params.teamId, cycleDays: CYCLE_DAYS, cycles: usageByCycle(core, params.teamId) } };
  });

  implement(app, core, 'sandboxPatchTeam', ({ params, body }) => {
    teamOr404(core, params.teamId);
    updateTeamSettings(core.db, params.teamId, body, nowIso(core.clock));
    return { status: 200, body: toTeamSettings(teamOr404(core, params.teamId)) };
  });
}
