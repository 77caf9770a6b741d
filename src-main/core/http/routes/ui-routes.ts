import type { CoreContext } from '../../context.ts';
import type { DemoKeys } from '../../domain/keys-file.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/**
 * The UI, opened in a browser or in the Electron window, learns the API address
 * and demo keys here. Only the app's own pages can read it: the host and origin
 * guards already refuse other sites, and a cross-site fetch is refused here too.
 */
export function registerUiRoutes(app: ContractApp, core: CoreContext, keys: DemoKeys): void {
  implement(app, core, 'uiBootstrap', ({ c }) => {
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'The bootstrap is for the Inkpost UI only');
    return {
      status: 200,
      body: { baseUrl: core.baseUrl(), customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(core.portNotice ? { portNotice: core.portNotice } : {}) },
      headers: { 'Cache-Control': 'no-store' },
    };
  });
}
