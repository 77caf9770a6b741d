import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ServerEvent, type ServerEventType, serverEventSchema } from '#shared/contract/events.ts';
import type { RouteName } from '#shared/contract/index.ts';
import { useConnection } from '../stores/connection-store.ts';

/** Which cached queries an event makes stale (by route name). */
const STALE: Record<ServerEventType, RouteName[]> = {
  'campaign.changed': ['campaignsList', 'campaignsGet', 'activeCart', 'campaignRecipients', 'campaignTimeline'],
  'recipient.changed': ['getRecipient', 'campaignsGet', 'campaignsList', 'campaignRecipients', 'recipientActivity', 'campaignTimeline'],
  'cart.changed': ['activeCart'],
  // Paying moves every recipient of the campaign on (an open recipient panel too).
  'checkout.changed': ['campaignsList', 'campaignsGet', 'activeCart', 'campaignRecipients', 'campaignTimeline', 'campaignSpend', 'getRecipient', 'recipientActivity'],
  'webhook.delivery': ['sandboxWebhookDeliveries', 'sandboxWebhookDelivery'],
  'qr.scanned': ['sandboxRecipientQrCodes', 'getRecipient', 'campaignRecipients', 'recipientActivity'],
  'design.changed': ['designsList'],
  'hand.changed': ['handsList', 'handsGet'],
  'template.changed': ['templatesList', 'templatesGet'],
  'request.logged': [],
  // A reset or an imported state also changes what campaigns have cost.
  'sandbox.changed': ['sandboxGetTeam', 'sandboxGetSettings', 'webhooksList', 'accountStatus', 'campaignSpend', 'handsList', 'handsGet'],
  'import.changed': ['importsList', 'importsGet'],
};

/** Lets a feature add the queries an event makes stale (its own routes). */
export function alsoStaleOn(type: ServerEventType, ...routes: RouteName[]): void {
  STALE[type].push(...routes.filter((r) => !STALE[type].includes(r)));
}

/**
 * Marks the queries an event concerns stale; those in view refetch. A refetch on its
 * way is left to finish rather than cancelled and started again: during an import
 * events come faster than a list is read, and cancelling each read left the counts
 * at what they were before the import until it ended.
 */
export function markStale(queryClient: QueryClient, event: Pick<ServerEvent, 'type'>): Promise<void[]> {
  return Promise.all(STALE[event.type].map((route) => queryClient.invalidateQueries({ queryKey: [route] }, { cancelRefetch: false })));
}

const listeners = new Set<(event: ServerEvent) => void>();

/** Listens to the server's events in a view (e.g. a live log). */
export function useServerEvent(listener: (event: ServerEvent) => void): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}

async function follow(baseUrl: string, adminToken: string, signal: AbortSignal, onEvent: (event: ServerEvent) => void): Promise<void> {
  // Every team's events: the console looks at any team, not only the demo team.
  const response = await fetch(`${baseUrl}/_sandbox/events`, { headers: { Authorization: `Bearer ${adminToken}` }, signal });
  if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data || block.startsWith('event: ready')) continue;
      const parsed = serverEventSchema.safeParse(JSON.parse(data.slice(6)));
      if (parsed.success) onEvent(parsed.data);
    }
  }
}

/**
 * Follows the server's event stream for the app's lifetime: every change makes
 * the queries it concerns stale (views refetch on their own), and reconnects
 * after a dropped connection.
 */
export function useServerEvents(): void {
  const queryClient = useQueryClient();
  const config = useConnection((state) => state.config);
  useEffect(() => {
    if (!config) return;
    const controller = new AbortController();
    const onEvent = (event: ServerEvent) => {
      void markStale(queryClient, event);
      for (const listener of listeners) listener(event);
    };
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await follow(config.baseUrl, config.adminToken, controller.signal, onEvent);
        } catch {
          // The server restarted or the connection dropped: try again shortly.
        }
        if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    })();
    return () => controller.abort();
  }, [config, queryClient]);
}
