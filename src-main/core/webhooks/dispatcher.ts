import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import {
  claimDueDeliveries,
  failPendingDeliveriesOf,
  findWebhookEvent,
  recordAttempt,
  releaseDelivery,
  type WebhookDeliveryRow,
} from '../db/webhook-deliveries-repo.ts';
import { findWebhookSubscription } from '../db/webhooks-repo.ts';
import type { Logger } from '../base/logger.ts';
import { createDeliveryAgent, type HttpAttemptResult, postDelivery } from './post-delivery.ts';
import type { HostResolver } from './resolve-host.ts';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';
import type { SecretBox } from './secret-box.ts';
import { signatureHeader } from './signing.ts';
import { checkWebhookUrl, type UrlPolicy } from './url-policy.ts';

export interface WebhookDispatcher {
  /** Starts the background loop (the core does this when it starts listening). */
  start(): void;
  /** Stops the loop; sends in flight are aborted and stay pending, due at once. */
  stop(): Promise<void>;
  /** Looks for due deliveries now (after an event was stored). */
  wake(): void;
  /** Sends every delivery due by the core clock and waits for the results (tests, benchmarks). */
  runDue(): Promise<number>;
}

export interface DispatcherDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  secrets: SecretBox;
  resolveHost: HostResolver;
  policyFor(teamId: string): UrlPolicy;
  timeoutMs: number;
  concurrency: number;
  pollMs: number;
  random: () => number;
  /** Called after every attempt (the app's live delivery log). */
  onAttempt?: (teamId: string, deliveryId: string) => void;
  /** A sandbox fault for this team's next delivery: recorded as timed out, or sent twice. */
  faultFor?: (teamId: string) => WebhookFault | undefined;
}

export type WebhookFault = 'timeout' | 'duplicate';

const USER_AGENT = 'Inkpost-Webhooks/1.0';

export function createWebhookDispatcher(deps: DispatcherDeps): WebhookDispatcher {
  const { db, clock, logger, timeoutMs } = deps;
  const agents = { strict: createDeliveryAgent(deps.resolveHost, false, timeoutMs), open: createDeliveryAgent(deps.resolveHost, true, timeoutMs) };
  const inFlight = new Set<Promise<void>>();
  const openedSecrets = new Map<string, string>(); // sealed -> secret, saves a decryption per send
  let stopController = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;

  function secretOf(sealed: string): string {
    let secret = openedSecrets.get(sealed);
    if (secret === undefined) {
      secret = deps.secrets.open(sealed);
      if (openedSecrets.size > 10_000) openedSecrets.clear();
      openedSecrets.set(sealed, secret);
    }
    return secret;
  }

  type SendResult = HttpAttemptResult & { url: string; abandoned?: boolean; headers?: Record<string, string>; fault?: WebhookFault };

  async function send(row: WebhookDeliveryRow): Promise<SendResult> {
    const subscription = findWebhookSubscription(db, row.subscription_id);
    const event = findWebhookEvent(db, row.event_id);
    if (!subscription || !event || subscription.status === 'deleted') {
      failPendingDeliveriesOf(db, row.subscription_id, 'Subscription deleted', nowIso(clock));
      return { url: subscription?.url ?? '', statusCode: null, responseSnippet: null, error: null, abandoned: true };
    }
    if (subscription.status !== 'active') {
      releaseDelivery(db, row.id, clock.nowMs()); // held until the subscription is active again
      return { url: subscription.url, statusCode: null, responseSnippet: null, error: null, abandoned: true };
    }
    const policy = deps.policyFor(subscription.team_id);
    const check = await checkWebhookUrl(subscription.url, policy);
    if (!check.ok) return { url: subscription.url, statusCode: null, responseSnippet: null, error: `Refused: ${check.reason}` };
    const body = Buffer.from(event.body, 'utf8');
    const timestamp = Math.floor((clock.realNowMs?.() ?? clock.nowMs()) / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-scribeless-event': event.event_type,
      'x-scribeless-delivery': row.id,
      'x-scribeless-timestamp': String(timestamp),
      'x-scribeless-signature': signatureHeader(secretOf(subscription.secret_sealed), timestamp, body),
    };
    const agent = policy.allowPrivate ? agents.open : agents.strict;
    const fault = deps.faultFor?.(subscription.team_id);
    const result = await postDelivery(agent, subscription.url, headers, body, timeoutMs, stopController.signal);
    // Sandbox faults: the receiver got it, but the attempt counts as timed out (and is retried); or it arrives a second time.
    if (fault === 'duplicate') await postDelivery(agent, subscription.url, headers, body, timeoutMs, stopController.signal);
    const seen = fault === 'timeout' ? { statusCode: null, responseSnippet: null, error: `Timed out after ${timeoutMs} ms (sandbox fault: the receiver got the request)` } : result;
    return { ...seen, url: subscription.url, headers, ...(fault ? { fault } : {}) };
  }

  async function attempt(row: WebhookDeliveryRow): Promise<void> {
    const attemptedAt = nowIso(clock);
    const startedAt = performance.now();
    const signal = stopController.signal;
    const result = await send(row);
    if (result.abandoned) return;
    if (signal.aborted || !db.open) {
      if (db.open) releaseDelivery(db, row.id, clock.nowMs());
      return;
    }
    const number = row.attempts + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const now = clock.nowMs();
    const status = ok ? 'delivered' : number >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending';
    const error = ok ? null : (result.error ?? `Receiver answered ${result.statusCode ?? 'nothing'}`);
    recordAttempt(db, {
      attempt: {
        delivery_id: row.id,
        number,
        attempted_at: attemptedAt,
        url: result.url,
        status_code: result.statusCode,
        response_snippet: result.responseSnippet,
        error,
        duration_ms: Math.round((performance.now() - startedAt) * 10) / 10,
        request_headers: result.headers ? JSON.stringify(result.headers) : null,
        fault: result.fault ?? null,
      },
      status,
      nextAttemptMs: status === 'pending' ? now + retryDelayMs(number, deps.random) : now,
      completedAt: status === 'pending' ? null : nowIso(clock),
    });
    if (status === 'failed') logger.error(`Webhook delivery ${row.id} failed after ${number} attempts`, error);
    const teamId = findWebhookSubscription(db, row.subscription_id)?.team_id;
    if (teamId) deps.onAttempt?.(teamId, row.id);
  }

  function track(row: WebhookDeliveryRow): Promise<void> {
    const task: Promise<void> = attempt(row)
      .catch((error: unknown) => logger.error(`Webhook delivery ${row.id} crashed`, error))
      .finally(() => {
        inFlight.delete(task);
        if (started) pump();
      });
    inFlight.add(task);
    return task;
  }

  function claim(limit: number): WebhookDeliveryRow[] {
    if (closed || !db.open || limit <= 0) return [];
    const now = clock.nowMs();
    return claimDueDeliveries(db, now, now + timeoutMs + 60_000, limit);
  }

  function pump(): void {
    if (!started) return;
    for (const row of claim(deps.concurrency - inFlight.size)) void track(row); // errors are caught in track; close() awaits inFlight
  }

  return {
    start: () => {
      if (started || closed) return;
      started = true;
      timer = setInterval(pump, deps.pollMs);
      timer.unref();
      setImmediate(pump);
    },
    stop: async () => {
      started = false;
      closed = true;
      if (timer) clearInterval(timer);
      stopController.abort();
      await Promise.allSettled([...inFlight]);
      stopController = new AbortController();
      await Promise.allSettled([agents.strict.close(), agents.open.close()]);
    },
    wake: () => {
      if (started) setImmediate(pump);
    },
    runDue: async () => {
      let count = 0;
      for (;;) {
        const rows = claim(deps.concurrency);
        if (rows.length === 0) break;
        count += rows.length;
        await Promise.all(rows.map(track));
      }
      await Promise.allSettled([...inFlight]);
      return count;
    },
  };
}
