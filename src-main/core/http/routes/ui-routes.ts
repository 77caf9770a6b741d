import type { CoreContext } from '#core/wiring/context.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { parseHost } from '../host-names.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The origin the UI's page was addressed at, for its API calls: the public URL,
 * or an --allowed-host name (a service name: 127.0.0.1 would be the browser's
 * own machine), else the server's own address.
 */
function addressedOrigin(core: CoreContext, host: string | undefined): string {
  const given = host?.trim().toLowerCase() ?? '';
  const publicUrl = core.publicUrl();
  if (given === new URL(publicUrl).host) return publicUrl;
  const name = parseHost(given).name;
  return core.allowedHosts.some((allowed) => parseHost(allowed).name === name) ? `http://${given}` : core.baseUrl();
}

/**
 * The UI, opened in a browser, trades the printed link's one-time token for a
 * session, then learns the API address and demo keys with it (the binding checks
 * the session: the `ui` credential, http/ui-access.ts). The desktop window gets
 * them over IPC instead.
 */
export function registerRoutes(app: ContractApp, core: CoreContext, keys: DemoKeys): void {
  implement(app, core, 'uiSession', ({ body }) => {
    const session = core.uiAccess.exchange(body.token);
    if (session === undefined) throw new HttpError(401, 'This link was used already or is not the one the server printed: restart the server for a new one');
    return { status: 200, body: { session }, headers: NO_STORE };
  });

  implement(app, core, 'uiBootstrap', ({ c }) => ({
    status: 200,
    body: { baseUrl: addressedOrigin(core, c.req.header('host')), customerKey: keys.customerKey, partnerKey: keys.partnerKey, teamId: keys.teamId, adminToken: keys.adminToken, ...(core.portNotice ? { portNotice: core.portNotice } : {}) },
    headers: NO_STORE,
  }));
}
