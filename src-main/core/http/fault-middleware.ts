import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { faultable } from '#shared/contract/define.ts';
import type { CoreContext } from '../wiring/context.ts';
import { requestKey } from './auth.ts';
import { matchedRoute } from './contract/matched-route.ts';
import type { AppEnv, AuthContext } from './env.ts';
import { errorResponse } from './errors.ts';

const MESSAGES: Record<number, string> = {
  429: 'Too many requests',
  500: 'An unexpected error occurred',
  503: 'Service temporarily unavailable: try again shortly',
};

function keyOf(core: CoreContext, c: Context<AppEnv>): AuthContext | null {
  try {
    return requestKey(core, c);
  } catch {
    return null;
  }
}

/**
 * Sandbox faults (POST /_sandbox/faults): a matching request is answered with
 * the fault's status in the common error body, or held for its delay and then
 * let through. Never the console's own routes (see faultable()).
 */
export function faultMiddleware(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (core.faults.list().length === 0) return next();
    const found = matchedRoute(c);
    if (!found || !faultable(found.decl)) return next();
    let key: AuthContext | null | undefined;
    const fault = core.faults.forRequest(found.name, () => (key ??= keyOf(core, c))?.teamId ?? null);
    if (!fault) return next();
    c.set('faultId', fault.id);
    if (fault.kind === 'delay') {
      await new Promise((resolve) => setTimeout(resolve, fault.delay_ms ?? 0));
      await next();
      c.res.headers.set('X-Inkpost-Fault', fault.id);
      return;
    }
    // The log records who was answered, so a replay of this request goes out as the same key.
    key ??= keyOf(core, c);
    if (key) c.set('auth', key);
    const status = (fault.status ?? 500) as ContentfulStatusCode;
    const headers: Record<string, string> = { 'X-Inkpost-Fault': fault.id };
    if (fault.retry_after_seconds !== null) headers['Retry-After'] = String(fault.retry_after_seconds);
    return errorResponse(c, status, MESSAGES[status] ?? 'Sandbox fault', undefined, headers);
  };
}
