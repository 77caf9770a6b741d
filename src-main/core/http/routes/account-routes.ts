import type { CoreContext } from '#core/wiring/context.ts';
import { accountStatus } from '#core/domain/account-status.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'accountStatus', ({ auth, query }) => ({
    status: 200,
    body: accountStatus(core, auth.teamId, query.billingRedirectUrl),
    // billingSetupUrl carries a fresh secret on every call: never cache it.
    headers: { 'Cache-Control': 'no-store' },
  }));
}
