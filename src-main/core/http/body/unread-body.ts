import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { lingerOnClose } from './lingering-close.ts';

/**
 * A request answered before its body came in whole (refused by its credential,
 * its size or its slowness, an unknown route, a route that takes no body) is
 * answered with `Connection: close`, and its connection closes lingering
 * (lingering-close.ts): the rest of the body is never read into memory, and the
 * client reads its answer rather than a reset.
 */
export function closeAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (!incoming || incoming.complete) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // Immutable headers (a fetched or redirect Response): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Connection', 'close');
    }
    lingerOnClose(incoming);
  };
}
