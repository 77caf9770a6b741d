import type { Clock } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { teamAllowsPrivateWebhooks } from '../db/webhooks-repo.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../base/logger.ts';
import { createWebhookDispatcher, type WebhookDispatcher, type WebhookFault } from './dispatcher.ts';
import { type HostResolver, systemResolver } from './resolve-host.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';
import type { UrlPolicy } from './url-policy.ts';

export interface WebhookOptions {
  /** --allow-private-webhooks: http:// and loopback/private receivers for every team. */
  allowPrivate?: boolean;
  /** DNS resolution of receiver hosts (tests inject a fake). */
  resolveHost?: HostResolver;
  /** Per-attempt timeout (default 10 s). */
  timeoutMs?: number;
  /** Deliveries in flight at once (default 16). */
  concurrency?: number;
  /** How often the running dispatcher looks for due retries (default 1 s). */
  pollMs?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

/** Everything webhooks need at run time; one per core. */
export interface WebhooksRuntime {
  allowPrivate: boolean;
  resolveHost: HostResolver;
  secrets: SecretBox;
  dispatcher: WebhookDispatcher;
  /** The URL rule for a team: the server flag or the team's sandbox setting allows private receivers. */
  policyFor(teamId: string): UrlPolicy;
}

export function createWebhooksRuntime(deps: { db: Db; clock: Clock; logger: Logger; dataDir: string; events?: EventBus; faultFor?: (teamId: string) => WebhookFault | undefined }, options: WebhookOptions = {}): WebhooksRuntime {
  const allowPrivate = options.allowPrivate ?? false;
  const resolveHost = options.resolveHost ?? systemResolver;
  const secrets = createSecretBox(deps.dataDir);
  const policyFor = (teamId: string): UrlPolicy => ({
    allowPrivate: allowPrivate || teamAllowsPrivateWebhooks(deps.db, teamId),
    resolveHost,
  });
  const dispatcher = createWebhookDispatcher({
    ...deps,
    secrets,
    resolveHost,
    policyFor,
    timeoutMs: options.timeoutMs ?? 10_000,
    concurrency: options.concurrency ?? 16,
    pollMs: options.pollMs ?? 1000,
    random: options.random ?? Math.random,
    onAttempt: (teamId, deliveryId) => deps.events?.publish('webhook.delivery', teamId, deliveryId),
  });
  return { allowPrivate, resolveHost, secrets, dispatcher, policyFor };
}
