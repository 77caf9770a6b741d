import { MESSAGES } from '#shared/http-status.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { provisionTeam } from '#core/domain/provision-team.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'partnerCreateTeam', ({ auth, body }) => {
    // Only approved partner accounts are enabled for provisioning.
    if (findTeam(core.db, auth.teamId)?.partner_approved !== 1) throw new HttpError(401, MESSAGES.invalidToken);
    return { status: 200, body: provisionTeam(core, auth.teamId, body) };
  });
}
