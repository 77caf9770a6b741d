import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { deliveriesQuerySchema, emitEventSchema, type QrCodeScannedData } from '../../../../src-shared/schemas/webhooks.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { deliveryOr404, deliveryView, listDeliveryViews, replayDelivery } from '../../webhooks/deliveries.ts';
import { emitWebhookEvent } from '../../webhooks/emit-event.ts';
import { requireAdmin } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody, validate } from '../validation.ts';

/** The delivery log, replays, and test events of webhooks, for developers and tests. */
export function registerSandboxWebhookRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const admin = requireAdmin(core);

  app.get(ROUTES.sandboxWebhookDeliveries.path, admin, (c) => {
    const query = validate(deliveriesQuerySchema, c.req.query());
    return c.json(listDeliveryViews(core, { ...query, limit: query.limit ?? 100 }));
  });

  app.get(ROUTES.sandboxWebhookDelivery.path, admin, (c) => c.json(deliveryView(core, deliveryOr404(core, c.req.param('deliveryId')))));

  app.post(ROUTES.sandboxWebhookReplay.path, admin, (c) => c.json(replayDelivery(core, c.req.param('deliveryId')), 201));

  app.post(ROUTES.sandboxWebhookEmit.path, admin, async (c) => {
    const input = await readBody(c, emitEventSchema);
    if (!findTeam(core.db, input.teamId)) throw new HttpError(404, 'Team not found');
    const sample: QrCodeScannedData = {
      scan_id: randomUUID(),
      scanned_at: nowIso(core.clock),
      user_agent: 'Inkpost sandbox',
      recipient_id: randomUUID(),
      campaign_id: null,
      slot_id: 'sample',
      destination: 'https://example.com/',
    };
    const emitted = emitWebhookEvent(core, input.teamId, input.eventType, { ...sample, ...input.data } as QrCodeScannedData);
    return c.json(emitted, 201);
  });
}
