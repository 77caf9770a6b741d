import type { Hono } from 'hono';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { provisionTeamSchema } from '../../../../src-shared/schemas/partner.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { provisionTeam } from '../../domain/provision-team.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

export function registerPartnerRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.partnerCreateTeam.path, requireKey(core, 'partner'), async (c) => {
    const partnerTeamId = c.get('auth').teamId;
    // Only approved partner accounts are enabled for provisioning.
    if (findTeam(core.db, partnerTeamId)?.partner_approved !== 1) throw new HttpError(401, MESSAGES.invalidToken);
    const input = await readBody(c, provisionTeamSchema);
    return c.json(provisionTeam(core, partnerTeamId, input));
  });
}
