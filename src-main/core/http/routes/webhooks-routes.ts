import type { CoreContext } from '#core/wiring/context.ts';
import { createSubscription, deleteSubscription, listSubscriptions, updateSubscription } from '#core/webhooks/subscriptions.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** /api/webhooks: a customer team's qr_code.scanned subscriptions. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'webhooksCreate', async ({ auth, body }) => ({ status: 201, body: await createSubscription(core, auth.teamId, body) }));

  implement(app, core, 'webhooksList', ({ auth }) => ({ status: 200, body: listSubscriptions(core, auth.teamId) }));

  implement(app, core, 'webhooksUpdate', async ({ auth, params, body }) => ({ status: 200, body: await updateSubscription(core, auth.teamId, params.webhookId, body) }));

  implement(app, core, 'webhooksDelete', ({ auth, params }) => {
    deleteSubscription(core, auth.teamId, params.webhookId);
    return { status: 204 };
  });
}
