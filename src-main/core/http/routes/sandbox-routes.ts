import { nowIso } from '#core/clock.ts';
import type { CoreContext } from '#core/context.ts';
import { toTeamSettings, updateTeamSettings } from '#core/db/teams-repo.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { CYCLE_DAYS, usageByCycle } from '#core/domain/usage-cycles.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** The emulator's control plane for a team's billing and feature switches. */
export function registerSandboxTeamRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxGetTeam', ({ params }) => ({ status: 200, body: toTeamSettings(requireTeam(core.db, params.teamId)) }));

  implement(app, core, 'sandboxTeamUsage', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return { status: 200, body: { teamId: params.teamId, cycleDays: CYCLE_DAYS, cycles: usageByCycle(core, params.teamId) } };
  });

  implement(app, core, 'sandboxPatchTeam', ({ params, body }) => {
    requireTeam(core.db, params.teamId);
    updateTeamSettings(core.db, params.teamId, body, nowIso(core.clock));
    return { status: 200, body: toTeamSettings(requireTeam(core.db, params.teamId)) };
  });
}
