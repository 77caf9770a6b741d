import type { Hono } from 'hono';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { PRODUCT_KEYS } from '../../../../src-shared/products.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { teamProductKeysSchema } from '../../../../src-shared/schemas/sandbox.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { listTeamProductKeys, replaceTeamProductKeys } from '../../db/team-product-keys-repo.ts';
import { issueTree } from '../../../../src-shared/issue-tree.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

/** Team-specific product keys for POST /api/recipients/html, each an alias of a catalog product. */
export function registerSandboxProductKeyRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.put(ROUTES.sandboxTeamProductKeys.path, requireAdmin(core), async (c) => {
    const teamId = c.req.param('teamId');
    if (!findTeam(core.db, teamId)) throw new HttpError(404, 'Team not found');
    const { keys } = await readBody(c, teamProductKeysSchema);
    const bad = Object.entries(keys).filter(([, base]) => !PRODUCT_KEYS.includes(base));
    if (bad.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(bad.map(([key]) => ({ path: ['keys', key], message: `Must name a catalog product key: ${PRODUCT_KEYS.join(', ')}` }))));
    replaceTeamProductKeys(core.db, teamId, keys);
    return c.json({ teamId, keys: listTeamProductKeys(core.db, teamId) });
  });
}
