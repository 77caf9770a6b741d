import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CoreContext } from '../context.ts';
import { sha256Hex } from '../domain/secrets.ts';
import type { AppEnv } from './env.ts';

/**
 * Who may read the UI's bootstrap (the demo keys) in a browser, as local
 * developer servers with a browser UI do it (Jupyter's token is the model): the
 * server prints a link carrying a one-time token at start; opening it exchanges
 * the token for an HttpOnly, SameSite=Strict session cookie, and only a request
 * with that cookie reads the bootstrap. Any other local process or user gets 401,
 * so keys.json's 0600 mode means something. The desktop window gets its
 * credentials over IPC and needs none of this. Sessions live as long as the process.
 */
export interface UiAccess {
  /** The UI link with the current one-time token (printed at start). */
  link(baseUrl: string): string;
  /** Trades a one-time token for a new session id; undefined when the token is wrong or used. */
  exchange(token: string): string | undefined;
  hasSession(sessionId: string | undefined): boolean;
}

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
    link: (baseUrl) => `${baseUrl}/?token=${token ?? ''}`,
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

/** Cookies are not told apart by port, so the name carries it: two local servers keep their own sessions. */
export function sessionCookieName(core: CoreContext): string {
  const port = core.port();
  return port === undefined ? 'inkpost_ui' : `inkpost_ui_${port}`;
}

export function uiSessionOf(c: Context<AppEnv>, core: CoreContext): string | undefined {
  return getCookie(c, sessionCookieName(core));
}

/**
 * Opening a UI page with `?token=` exchanges the token for the session cookie and
 * redirects to the same page without the token (out of the address bar and the
 * history). A wrong or used token changes nothing: the UI then says how to get in.
 */
export function uiTokenExchange(core: CoreContext, access: UiAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const offered = url.searchParams.get('token');
    const isUiPage = c.req.method === 'GET' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_');
    if (!isUiPage || offered === null) return next();
    const session = access.exchange(offered);
    if (session === undefined) return next();
    setCookie(c, sessionCookieName(core), session, { httpOnly: true, sameSite: 'Strict', path: '/' });
    url.searchParams.delete('token');
    return c.redirect(`${url.pathname}${url.search}`, 303);
  };
}
