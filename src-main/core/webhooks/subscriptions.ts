import { randomUUID } from 'node:crypto';
import type { WebhookSubscription, WebhookSubscriptionCreated } from '#shared/contract/webhooks.ts';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { failPendingDeliveriesOf } from '../db/webhook-deliveries-repo.ts';
import {
  findDuplicateWebhookSubscription,
  findLiveWebhookSubscription,
  insertWebhookSubscription,
  listLiveWebhookSubscriptions,
  markWebhookSubscriptionDeleted,
  updateWebhookSubscription,
  type WebhookSubscriptionRow,
} from '../db/webhooks-repo.ts';
import { ConflictError, NotFoundError, ValidationError } from '../base/error-kinds.ts';
import { newWebhookSecret } from './signing.ts';
import { checkWebhookUrl } from './url-policy.ts';

export const DUPLICATE_MESSAGE = 'Duplicate webhook subscription for same event type and URL';
export const NOT_FOUND_MESSAGE = 'Webhook subscription not found';

/** 409 whose data names the subscription that already exists, so a client can reactivate it. */
const duplicate = (existing: WebhookSubscriptionRow | undefined) =>
  new ConflictError(DUPLICATE_MESSAGE, existing ? { id: existing.id, status: existing.status === 'inactive' ? 'inactive' : 'active' } : undefined);

export function subscriptionView(row: WebhookSubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    team_id: row.team_id,
    event_type: row.event_type,
    url: row.url,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Where a developer learns how to register a local receiver. */
export const LOCAL_RECEIVER_HINT =
  'for a local receiver during development (http:// or a loopback or private address), start Inkpost with --allow-private-webhooks, or turn on the team\'s allowPrivateWebhooks sandbox setting (PATCH /_sandbox/teams/{teamId}, or Settings in the app)';

/** The URL rule for the team (400 naming `url`, with the switch that allows local receivers), and the key duplicates are compared on. */
async function acceptedUrlKey(core: CoreContext, teamId: string, url: string): Promise<string> {
  const policy = core.webhooks.policyFor(teamId);
  const check = await checkWebhookUrl(url, policy);
  if (!check.ok) {
    const local = !policy.allowPrivate && /HTTPS|public IP addresses/.test(check.reason);
    throw ValidationError.field('url', local ? `${check.reason}; ${LOCAL_RECEIVER_HINT}` : check.reason);
  }
  return check.url.href;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createSubscription(core: CoreContext, teamId: string, input: { event_type: WebhookEventType; url: string }): Promise<WebhookSubscriptionCreated> {
  const urlKey = await acceptedUrlKey(core, teamId, input.url);
  const existing = findDuplicateWebhookSubscription(core.db, teamId, input.event_type, urlKey);
  if (existing) throw duplicate(existing);
  const secret = newWebhookSecret();
  const id = randomUUID();
  try {
    insertWebhookSubscription(core.db, {
      id,
      team_id: teamId,
      event_type: input.event_type,
      url: input.url,
      url_key: urlKey,
      status: 'active',
      secret_sealed: core.webhooks.secrets.seal(secret),
      created_at: nowIso(core.clock),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(findDuplicateWebhookSubscription(core.db, teamId, input.event_type, urlKey));
    throw error;
  }
  const row = findLiveWebhookSubscription(core.db, teamId, id);
  if (!row) throw new Error('subscription vanished after insert');
  return { ...subscriptionView(row), secret };
}

export function listSubscriptions(core: CoreContext, teamId: string): WebhookSubscription[] {
  return listLiveWebhookSubscriptions(core.db, teamId).map(subscriptionView);
}

function liveOr404(core: CoreContext, teamId: string, id: string): WebhookSubscriptionRow {
  // Another team's subscription is indistinguishable from a missing or deleted one.
  const row = findLiveWebhookSubscription(core.db, teamId, id);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Changes url and/or status. Re-sending the current url (clients pause with
 * {url, status}) skips the DNS check. Deliveries still pending when a
 * subscription goes inactive are held, and sent after it is active again.
 */
export async function updateSubscription(core: CoreContext, teamId: string, id: string, patch: { url?: string; status?: 'active' | 'inactive' }): Promise<WebhookSubscription> {
  const current = liveOr404(core, teamId, id);
  let urlKey: string | undefined;
  if (patch.url !== undefined && patch.url !== current.url) {
    urlKey = await acceptedUrlKey(core, teamId, patch.url);
    const existing = findDuplicateWebhookSubscription(core.db, teamId, current.event_type, urlKey, id);
    if (existing) throw duplicate(existing);
  }
  liveOr404(core, teamId, id); // still there after the DNS wait
  try {
    updateWebhookSubscription(core.db, id, { url: urlKey ? patch.url : undefined, url_key: urlKey, status: patch.status }, nowIso(core.clock));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(urlKey ? findDuplicateWebhookSubscription(core.db, teamId, current.event_type, urlKey, id) : undefined);
    throw error;
  }
  if (patch.status === 'active') core.webhooks.dispatcher.wake();
  return subscriptionView(liveOr404(core, teamId, id));
}

/** Soft delete: gone from the API; its pending deliveries are failed ('Subscription deleted'). */
export function deleteSubscription(core: CoreContext, teamId: string, id: string): void {
  liveOr404(core, teamId, id);
  const at = nowIso(core.clock);
  core.db.transaction(() => {
    markWebhookSubscriptionDeleted(core.db, id, at);
    failPendingDeliveriesOf(core.db, id, 'Subscription deleted', at);
  })();
}
