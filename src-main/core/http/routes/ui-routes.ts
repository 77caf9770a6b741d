import type { CoreContext } from '#core/context.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { type UiAccess, uiSessionOf } from '../ui-access.ts';

export const NO_UI_SESSION = 'This browser has no Inkpost session: open the UI link with its token that the server printed at start';

/**
 * The UI, opened in a browser, learns the API address and demo keys here: only
 * with the session cookie that the printed one-time link sets (ui-access.ts), and
 * never to a cross-site fetch. The desktop window gets them over IPC instead.
 */
export function registerUiRoutes(app: ContractApp, core: CoreContext, keys: DemoKeys, access: UiAccess): void {
  implement(app, core, 'uiBootstrap', ({ c }) => {
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'The bootstrap is for the Inkpost UI only');
    if (!access.hasSession(uiSessionOf(c, core))) throw new HttpError(401, NO_UI_SESSION);
    return {
      status: 200,
      body: { baseUrl: core.baseUrl(), customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(core.portNotice ? { portNotice: core.portNotice } : {}) },
      headers: { 'Cache-Control': 'no-store' },
    };
  });
}
