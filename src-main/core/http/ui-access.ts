import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import { sha256Hex } from '../domain/secrets.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

/**
 * Who may read the UI's bootstrap (the demo keys) in a browser, as local
 * developer servers with a browser UI do it (Jupyter's token is the model): the
 * server prints a link whose fragment carries a one-time token (`/#token=...`;
 * a fragment is never sent to a server, so it is in no request line, log or
 * Referer). The page trades it once (POST /_ui/session) for a session token,
 * keeps that in localStorage and sends it as `X-Inkpost-Session` to the /_ui
 * routes. A browser scopes both the page and its storage to the exact origin
 * (scheme, host and port). A cookie it would send to every port of 127.0.0.1,
 * to any process listening there: the UI sets none and reads none. Any other
 * local process or user gets 401, so keys.json's 0600 mode means something.
 * The desktop window gets its credentials over IPC and needs none of this.
 * Sessions live as long as the process.
 */
export interface UiAccess {
  /** The UI link with the current one-time token (printed at start). */
  link(baseUrl: string): string;
  /** Trades a one-time token for a new session token; undefined when the token is wrong or used. */
  exchange(token: string): string | undefined;
  hasSession(session: string | undefined): boolean;
}

export const NO_UI_SESSION = 'This browser has no Inkpost session: open the UI link with its token that the server printed at start';

const secret = () => randomBytes(32).toString('base64url');

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(sha256Hex(a), 'hex');
  const right = Buffer.from(sha256Hex(b), 'hex');
  return timingSafeEqual(left, right);
}

export function createUiAccess(): UiAccess {
  let token: string | undefined = secret();
  const sessions = new Set<string>(); // hashes: a heap dump does not hand out sessions either
  return {
    link: (baseUrl) => `${baseUrl}/#token=${token ?? ''}`,
    exchange: (offered) => {
      if (token === undefined || !sameSecret(offered, token)) return undefined;
      token = undefined; // one-time
      const session = secret();
      sessions.add(sha256Hex(session));
      return session;
    },
    hasSession: (session) => session !== undefined && sessions.has(sha256Hex(session)),
  };
}

/**
 * The `ui` credential of the route contract: a live session in `X-Inkpost-Session`,
 * from a page of this origin (a browser's cross-site or same-site fetch is refused
 * whatever it carries; same-site includes the other ports of this host).
 */
export function requireUiSession(access: UiAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'The /_ui routes are for the Inkpost UI only');
    if (!access.hasSession(c.req.header(UI_SESSION_HEADER)?.trim())) throw new HttpError(401, NO_UI_SESSION);
    await next();
  };
}
