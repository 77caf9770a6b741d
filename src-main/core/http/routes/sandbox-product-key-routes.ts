import type { Hono } from 'hono';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { PRODUCT_KEYS } from '../../../../src-shared/products.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { teamProductKeysSchema } from '../../../../src-shared/schemas/sandbox.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { issueTree } from '../../../../src-shared/issue-tree.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

function keysOf(core: CoreContext, teamId: string): Record<string, string> {
  const rows = core.db.prepare('SELECT product_key, base_product_key FROM team_product_keys WHERE team_id = ? ORDER BY product_key').all(teamId) as { product_key: string; base_product_key: string }[];
  return Object.fromEntries(rows.map((r) => [r.product_key, r.base_product_key]));
}

/** Team-specific product keys for POST /api/recipients/html, each an alias of a catalog product. */
export function registerSandboxProductKeyRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.put(ROUTES.sandboxTeamProductKeys.path, requireAdmin(core), async (c) => {
    const teamId = c.req.param('teamId');
    if (!findTeam(core.db, teamId)) throw new HttpError(404, 'Team not found');
    const { keys } = await readBody(c, teamProductKeysSchema);
    const bad = Object.entries(keys).filter(([, base]) => !PRODUCT_KEYS.includes(base));
    if (bad.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(bad.map(([key]) => ({ path: ['keys', key], message: `Must name a catalog product key: ${PRODUCT_KEYS.join(', ')}` }))));
    core.db.transaction(() => {
      core.db.prepare('DELETE FROM team_product_keys WHERE team_id = ?').run(teamId);
      const insert = core.db.prepare('INSERT INTO team_product_keys (team_id, product_key, base_product_key) VALUES (?, ?, ?)');
      for (const [key, base] of Object.entries(keys)) insert.run(teamId, key, base);
    })();
    return c.json({ teamId, keys: keysOf(core, teamId) });
  });
}
