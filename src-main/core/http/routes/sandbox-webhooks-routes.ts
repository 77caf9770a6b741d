import { randomUUID } from 'node:crypto';
import type { QrCodeScannedData } from '#shared/schemas/webhooks.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { deliveryOr404, deliveryView, listDeliveryViews, replayDelivery } from '#core/webhooks/deliveries.ts';
import { emitWebhookEvent } from '#core/webhooks/emit-event.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** The delivery log, replays, and test events of webhooks, for developers and tests. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxWebhookDeliveries', ({ query }) => ({ status: 200, body: listDeliveryViews(core, { ...query, limit: query.limit ?? 100 }) }));

  implement(app, core, 'sandboxWebhookDelivery', ({ params }) => ({ status: 200, body: deliveryView(core, deliveryOr404(core, params.deliveryId)) }));

  implement(app, core, 'sandboxWebhookReplay', ({ params }) => ({ status: 201, body: replayDelivery(core, params.deliveryId) }));

  implement(app, core, 'sandboxWebhookEmit', ({ body }) => {
    requireTeam(core.db, body.teamId);
    const sample: QrCodeScannedData = {
      scan_id: randomUUID(),
      scanned_at: nowIso(core.clock),
      user_agent: 'Inkpost sandbox',
      recipient_id: randomUUID(),
      campaign_id: null,
      slot_id: 'sample',
      destination: 'https://example.com/',
    };
    return { status: 201, body: emitWebhookEvent(core, body.teamId, body.eventType, { ...sample, ...body.data } as QrCodeScannedData) };
  });
}
