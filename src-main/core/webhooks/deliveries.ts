import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookEventBody } from '#shared/contract/sandbox-webhooks.ts';
import { isoMicros } from '#shared/time.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import {
  type DeliveryFilter,
  findWebhookDelivery,
  findWebhookEvent,
  insertWebhookDelivery,
  listAttempts,
  listDeliveries,
  type WebhookDeliveryRow,
} from '../db/webhook-deliveries-repo.ts';
import { findWebhookSubscription } from '../db/webhooks-repo.ts';
import { ConflictError, NotFoundError } from '../base/error-kinds.ts';
import { upcomingAttempts } from './retry-schedule.ts';

export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

export function deliveryView(core: CoreContext, row: WebhookDeliveryRow): WebhookDelivery {
  const subscription = findWebhookSubscription(core.db, row.subscription_id);
  const event = findWebhookEvent(core.db, row.event_id);
  if (!subscription || !event) throw new Error(`delivery ${row.id} has no subscription or event`);
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: event.event_type,
    subscriptionId: row.subscription_id,
    teamId: subscription.team_id,
    url: subscription.url,
    status: row.status,
    held: row.status === 'pending' && subscription.status === 'inactive',
    attemptCount: row.attempts,
    nextAttemptAt: row.status === 'pending' ? isoMicros(row.next_attempt_ms) : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    replayOf: row.replay_of,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    body: JSON.parse(event.body) as WebhookEventBody,
    attempts: listAttempts(core.db, row.id).map((attempt) => ({
      number: attempt.number,
      attemptedAt: attempt.attempted_at,
      url: attempt.url,
      statusCode: attempt.status_code,
      responseSnippet: attempt.response_snippet,
      error: attempt.error,
      durationMs: attempt.duration_ms,
      requestHeaders: attempt.request_headers ? (JSON.parse(attempt.request_headers) as Record<string, string>) : null,
      fault: attempt.fault === 'timeout' || attempt.fault === 'duplicate' ? attempt.fault : null,
    })),
    schedule: row.status === 'pending' ? upcomingAttempts(row.attempts, row.next_attempt_ms).map((step) => ({ number: step.number, dueAt: isoMicros(step.dueMs) })) : [],
  };
}

export function listDeliveryViews(core: CoreContext, filter: DeliveryFilter): WebhookDelivery[] {
  return listDeliveries(core.db, filter).map((row) => deliveryView(core, row));
}

export function deliveryOr404(core: CoreContext, id: string): WebhookDeliveryRow {
  const row = findWebhookDelivery(core.db, id);
  if (!row) throw new NotFoundError(DELIVERY_NOT_FOUND);
  return row;
}

/**
 * Replay: a new delivery (new X-Scribeless-Delivery id, same event body and event
 * id) to the subscription's current url, due at once, with a fresh retry budget.
 */
export function replayDelivery(core: CoreContext, id: string): WebhookDelivery {
  const original = deliveryOr404(core, id);
  const subscription = findWebhookSubscription(core.db, original.subscription_id);
  if (!subscription || subscription.status === 'deleted') throw new ConflictError('The subscription of this delivery was deleted');
  const replayId = randomUUID();
  insertWebhookDelivery(core.db, {
    id: replayId,
    event_id: original.event_id,
    subscription_id: original.subscription_id,
    next_attempt_ms: core.clock.nowMs(),
    replay_of: original.id,
    created_at: nowIso(core.clock),
  });
  core.webhooks.dispatcher.wake();
  return deliveryView(core, deliveryOr404(core, replayId));
}
