import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { methodsForPath } from '#shared/contract/index.ts';
import type { CoreContext } from '../wiring/context.ts';
import type { DemoKeys } from '../domain/keys-file.ts';
import type { AppEnv, ContractApp } from './env.ts';
import { DomainError } from '../base/error-kinds.ts';
import { domainErrorResponse } from './domain-errors.ts';
import { errorResponse, HttpError } from './errors.ts';
import { closeAfterUnreadBody } from './body/unread-body.ts';
import { hostGuard, originGuard } from './origin-guards.ts';
import { rawPathGuard } from './raw-path-guard.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { accessLogMiddleware, type AccessLogOptions } from './access-log.ts';
import { requestLogMiddleware } from './request-log-middleware.ts';
import { faultMiddleware } from './fault-middleware.ts';
import { ROUTES_MODULES } from './routes/index.ts';
import { registerUiFiles } from './ui-files.ts';
import { contractCheck } from './contract/response-check.ts';
import { BrowserUnavailableError } from '../engine/html/index.ts';

/** Builds the HTTP app without listening; tests call app.request() on it. */
export function createHttpApp(core: CoreContext, keys: DemoKeys, onContractViolation?: (problem: string) => void, accessLog?: AccessLogOptions): ContractApp {
  // Not strict: `/api/templates/` is `/api/templates`, as the contract's path patterns read it (the fuzz test found the 405 it gave).
  const app = new OpenAPIHono<AppEnv>({ strict: false });
  if (accessLog) app.use('*', accessLogMiddleware(accessLog));
  if (onContractViolation) app.use('*', contractCheck(onContractViolation));
  app.use('*', requestLogMiddleware(core));
  app.use('*', closeAfterUnreadBody());
  app.use('*', rawPathGuard());

  registerHealthRoutes(app, core); // before the Host check (see there)
  app.use('*', hostGuard(core));
  app.use('*', originGuard(core));
  // Bodies are read by each route after its credential, within its own limit (body/body-gate.ts).
  app.use('*', faultMiddleware(core));

  // Every declared route, module by module (routes/index.ts says why the order is as it is).
  for (const registerRoutes of Object.values(ROUTES_MODULES)) registerRoutes(app, core, keys);
  registerUiFiles(app, core.uiDir); // last: every declared route answers first

  app.notFound((c) => {
    const pathname = new URL(c.req.url).pathname;
    const allowed = methodsForPath(pathname);
    if (allowed.length > 0) {
      return errorResponse(c, 405, `Method ${c.req.method} is not allowed on ${pathname}`, undefined, { Allow: allowed.join(', ') });
    }
    return errorResponse(c, 404, 'Route not found');
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.message, err.data, err.headers);
    if (err instanceof DomainError) return domainErrorResponse(c, err);
    if (err instanceof HTTPException) return err.getResponse(); // Hono's own middleware (bearerAuth) answers so, with our error body
    // Temporary in the spec's sense: the request is fine, this machine lacks a browser.
    if (err instanceof BrowserUnavailableError) return errorResponse(c, 503, err.message);
    core.logger.error(`Unexpected failure on ${c.req.method} ${c.req.url}`, err);
    return errorResponse(c, 500, 'An unexpected error occurred');
  });

  return app;
}
