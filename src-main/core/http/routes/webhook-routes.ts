import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { createWebhookSchema, updateWebhookSchema } from '../../../../src-shared/schemas/webhooks.ts';
import type { CoreContext } from '../../context.ts';
import { createSubscription, deleteSubscription, listSubscriptions, updateSubscription } from '../../webhooks/subscriptions.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { readBody } from '../validation.ts';

/** /api/webhooks: a customer team's qr_code.scanned subscriptions. */
export function registerWebhookRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const customer = requireKey(core, 'customer');

  app.post(ROUTES.webhooksCreate.path, customer, async (c) => {
    const input = await readBody(c, createWebhookSchema);
    return c.json(await createSubscription(core, c.get('auth').teamId, input), 201);
  });

  app.get(ROUTES.webhooksList.path, customer, (c) => c.json(listSubscriptions(core, c.get('auth').teamId)));

  app.patch(ROUTES.webhooksUpdate.path, customer, async (c) => {
    const patch = await readBody(c, updateWebhookSchema);
    return c.json(await updateSubscription(core, c.get('auth').teamId, c.req.param('webhookId'), patch));
  });

  app.delete(ROUTES.webhooksDelete.path, customer, (c) => {
    deleteSubscription(core, c.get('auth').teamId, c.req.param('webhookId'));
    return c.body(null, 204);
  });
}
