import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { UI_SESSION_HEADER } from '#shared/contract/ui.ts';
import type { CoreContext } from '../context.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Splits a Host header value into name and port ("[::1]:80" included). */
function parseHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? '' };
}

/**
 * DNS-rebinding protection: a page on another site that resolves its own name
 * to 127.0.0.1 still sends its own name in Host, so anything but our loopback
 * address (and our port, once listening) is refused.
 */
export function hostGuard(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const { name, port } = parseHost(host);
    const ownPort = core.port();
    const portOk = ownPort === undefined || port === String(ownPort);
    // Behind a tunnel or reverse proxy the public origin's host arrives as Host.
    const isPublicHost = host.trim().toLowerCase() === new URL(core.publicUrl()).host;
    if (!isPublicHost && (!LOOPBACK_NAMES.includes(name) || !portOk)) {
      throw new HttpError(403, `Host '${host}' is not allowed; address the local server as ${core.baseUrl()}`);
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
    if (!ownOrigins(core).includes(origin)) throw new HttpError(403, 'Cross-origin requests are allowed only from the Inkpost UI');
    return corsAnswer(c, next);
  };
}
