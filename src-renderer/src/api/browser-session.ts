// The UI opened in a browser (not the desktop window) signs in with the link the
// server printed (`/#token=...`): the page trades the one-time token for a session
// (POST /_ui/session) and keeps it in localStorage, which the browser scopes to this
// exact origin (scheme, host and port) and shares between its tabs. The session goes
// in a header to the /_ui routes; no cookie is set or sent, since a browser would hand
// a cookie of 127.0.0.1 to every port of the machine. See http/ui-access.ts.
import type { ApiConfig } from '#shared/bridge.ts';
import { createApiClient } from '#shared/api-client.ts';
import { UI_SESSION_STORAGE_KEY as STORAGE_KEY } from '#shared/contract/ui.ts';
import { uiBootstrap, uiSession } from './ui.ts';
const NOT_SIGNED_IN =
  'This browser is not signed in to Inkpost. Open the "Inkpost UI" link that the server printed when it started (it works once; restart the server for a new one).';

let linkToken: string | undefined;

/**
 * Takes the one-time token out of the address, so that neither a reload nor the
 * history keeps it. Called before the first render: the router may redirect
 * (`/` to `/api`) and drop the fragment.
 */
export function takeLinkToken(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get('token');
  if (token === null) return;
  linkToken = token;
  params.delete('token');
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
}

async function signIn(): Promise<void> {
  const token = linkToken;
  linkToken = undefined;
  if (token === undefined) return;
  const result = await uiSession(createApiClient({ baseUrl: location.origin }), { body: { token } });
  if (result.ok) localStorage.setItem(STORAGE_KEY, result.body.session);
  else if (result.status === 0 || localStorage.getItem(STORAGE_KEY) === null) throw new Error(`${result.body.message}.`);
  // A used link with a session kept from it: the session still works until the server stops.
}

// One exchange however many times the config is loaded (the token works once).
let signingIn: Promise<void> | undefined;

/** API address and keys for a UI served by the headless server. */
export async function loadBrowserConfig(): Promise<ApiConfig> {
  signingIn ??= signIn().finally(() => (signingIn = Promise.resolve()));
  await signingIn;
  const session = localStorage.getItem(STORAGE_KEY);
  if (session === null) throw new Error(NOT_SIGNED_IN);
  const result = await uiBootstrap(createApiClient({ baseUrl: location.origin, uiSession: session }));
  // `npm run dev`: the dev server proxies the API on its own origin (scripts/dev.ts), so the page calls that.
  if (result.ok) return import.meta.env.DEV ? { ...result.body, baseUrl: location.origin } : result.body;
  if (result.status === 401) {
    localStorage.removeItem(STORAGE_KEY); // a session of a server that has since stopped
    throw new Error(NOT_SIGNED_IN);
  }
  throw new Error(result.status === 0 ? result.body.message : `The local server did not answer (${result.status}: ${result.body.message})`);
}
