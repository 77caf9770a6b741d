import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { accountStatusQuerySchema } from '../../../../src-shared/schemas/account.ts';
import type { CoreContext } from '../../context.ts';
import { accountStatus } from '../../domain/account-status.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validation.ts';

export function registerAccountRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.accountStatus.path, requireKey(core, 'customer'), (c) => {
    const query = validate(accountStatusQuerySchema, c.req.query());
    // billingSetupUrl carries a fresh secret on every call: never cache it.
    return c.json(accountStatus(core, c.get('auth').teamId, query.billingRedirectUrl), 200, { 'Cache-Control': 'no-store' });
  });
}
