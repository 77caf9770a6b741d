import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { PRODUCT_KEYS } from '#shared/products.ts';
import type { CoreContext } from '#core/context.ts';
import { listTeamProductKeys, replaceTeamProductKeys } from '#core/db/team-product-keys-repo.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Team-specific product keys for POST /api/recipients/html, each an alias of a catalog product. */
export function registerSandboxProductKeyRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxTeamProductKeys', ({ params, body }) => {
    requireTeam(core.db, params.teamId);
    const bad = Object.entries(body.keys).filter(([, base]) => !PRODUCT_KEYS.includes(base));
    if (bad.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(bad.map(([key]) => ({ path: ['keys', key], message: `Must name a catalog product key: ${PRODUCT_KEYS.join(', ')}` }))));
    replaceTeamProductKeys(core.db, params.teamId, body.keys);
    return { status: 200, body: { teamId: params.teamId, keys: listTeamProductKeys(core.db, params.teamId) } };
  });
}
