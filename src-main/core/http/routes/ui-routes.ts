import type { Hono } from 'hono';
import type { UiBootstrap } from '../../../../src-shared/api-types.ts';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import type { DemoKeys } from '../../domain/keys-file.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';

/**
 * The UI, opened in a browser or in the Electron window, learns the API address
 * and demo keys here. Only the app's own pages can read it: the host and origin
 * guards already refuse other sites, and a cross-site fetch is refused here too.
 */
export function registerUiRoutes(app: Hono<AppEnv>, core: CoreContext, keys: DemoKeys): void {
  app.get(ROUTES.uiBootstrap.path, (c) => {
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'The bootstrap is for the Inkpost UI only');
    const body: UiBootstrap = { baseUrl: core.baseUrl(), customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(core.portNotice ? { portNotice: core.portNotice } : {}) };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
}
