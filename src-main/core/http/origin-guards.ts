import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import type { CoreContext } from '../wiring/context.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { isAllowedHost, isAllowedHostOrigin, LOOPBACK_NAMES } from './host-names.ts';

/**
 * DNS-rebinding protection: only the Host names of http/host-names.ts pass (our
 * loopback names on our port, the public URL's host, each --allowed-host).
 */
export function hostGuard(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, core.hostPolicy())) {
      const others = core.allowedHosts.length > 0 ? ` or under ${core.allowedHosts.join(', ')}` : ' (a service name needs --allowed-host <name>)';
      throw new HttpError(403, `Host '${host}' is not allowed; address the server as ${core.baseUrl()}${others}`);
    }
    await next();
  };
}

function ownOrigins(core: CoreContext): string[] {
  const port = core.port();
  const suffix = port === undefined ? '' : `:${port}`;
  return [...LOOPBACK_NAMES.map((name) => `http://${name}${suffix}`), new URL(core.publicUrl()).origin, ...core.extraOrigins];
}

/**
 * Browsers may call the API only from the app's own UI: a request with a foreign
 * Origin is refused outright (403, whatever it is), and the app's own origins get
 * CORS answers from Hono's `cors`. Requests without an Origin (curl, server-side
 * clients) are not browser cross-origin calls and pass.
 */
export function originGuard(core: CoreContext): MiddlewareHandler<AppEnv> {
  const corsAnswer = cors({
    origin: (origin) => origin, // only ever called with one of ours (below)
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-API-Key', 'Authorization', UI_SESSION_HEADER],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    if (!ownOrigins(core).includes(origin) && !isAllowedHostOrigin(origin, core.hostPolicy())) throw new HttpError(403, 'Cross-origin requests are allowed only from the Inkpost UI');
    return corsAnswer(c, next);
  };
}
