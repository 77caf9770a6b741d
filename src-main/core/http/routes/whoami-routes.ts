import type { Hono } from 'hono';
import type { WhoAmI } from '../../../../src-shared/api-types.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';

export function registerWhoamiRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.whoami.path, requireKey(core, 'any-key'), (c) => {
    const auth = c.get('auth');
    const body: WhoAmI = { id: auth.keyId, name: auth.keyName, kind: auth.kind, teamId: auth.teamId };
    return c.json(body);
  });
}
