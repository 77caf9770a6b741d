import { newRowId } from '../base/ids.ts';
import type { WebhookEventBody } from '#shared/contract/sandbox-webhooks.ts';
import { type QrCodeScannedData, qrCodeScannedDataSchema, type WebhookEventType } from '#shared/schemas/webhooks.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { insertWebhookDelivery, insertWebhookEvent } from '../db/webhook-deliveries-repo.ts';
import { listActiveWebhookSubscriptions } from '../db/webhooks-repo.ts';

export interface EmittedEvent {
  /** Null when the team has no active subscription for the event type (nothing is stored). */
  eventId: string | null;
  deliveryIds: string[];
}

/**
 * Stores an event and one outbox delivery per ACTIVE subscription of its type in
 * the team. Synchronous: called inside the caller's db.transaction() it commits
 * or rolls back with it. The dispatcher is woken once the caller returns.
 */
export function emitWebhookEvent(core: CoreContext, teamId: string, eventType: WebhookEventType, data: QrCodeScannedData): EmittedEvent {
  const { db, clock } = core;
  const checked = qrCodeScannedDataSchema.parse(data);
  const result = db.transaction((): EmittedEvent => {
    const subscriptions = listActiveWebhookSubscriptions(db, teamId, eventType);
    if (subscriptions.length === 0) return { eventId: null, deliveryIds: [] };
    const createdAt = nowIso(clock);
    const body: WebhookEventBody = { id: newRowId(), type: eventType, created_at: createdAt, team_id: teamId, data: checked };
    insertWebhookEvent(db, { id: body.id, team_id: teamId, event_type: eventType, body: JSON.stringify(body), created_at: createdAt });
    const deliveryIds = subscriptions.map((subscription) => {
      const id = newRowId();
      insertWebhookDelivery(db, { id, event_id: body.id, subscription_id: subscription.id, next_attempt_ms: clock.nowMs(), replay_of: null, created_at: createdAt });
      return id;
    });
    return { eventId: body.id, deliveryIds };
  })();
  if (result.deliveryIds.length > 0) setImmediate(() => core.webhooks.dispatcher.wake());
  return result;
}
