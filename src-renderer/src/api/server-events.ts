import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ServerEvent, serverEventSchema } from '#shared/contract/events.ts';
import type { RouteName } from '#shared/contract/index.ts';
import { streamedEvents } from '#shared/server-sent-events.ts';
import { useConnection } from '../stores/connection-store.ts';
import { STALE_ON_EVENT } from './stale-routes.ts';

/**
 * Events that come by the dozen a second (an import stores a batch every 100-150 ms and
 * announces three changes for each; every render finished announces two) made every
 * view in sight read its lists again after each one: during a 100,000-row import the
 * campaign page read its campaigns, recipients, timeline and imports 65-70 times each,
 * and those reads took the server's time from the import (docs/import.md, "Performance").
 */
export const STALE_INTERVAL_MS = 1000;
/**
 * A stream of changes reads a route again no sooner than this many times as long as its
 * last reads took: at most a fifth of the time goes to reading it again. On a loaded
 * machine a 100,000-recipient campaign's timeline took 240 ms a read, and reading it every
 * second took a quarter of the server's event loop from the import storing those recipients.
 */
const READ_COST_FACTOR = 5;
/**
 * However slow the reads, a view is at most this late: a status the user waits for (three
 * fulfilment steps in a row, a payment) must not lag for many seconds because one read was slow.
 */
const MAX_WAIT_MS = 2000;

/**
 * Marks stale what events concern, at most once every `intervalMs` per route, and for a
 * route whose reads are slow no sooner than READ_COST_FACTOR times as long as they took:
 * the first event at once (a payment, a fix, a single recipient show without delay),
 * those that follow it together once the window closes, so a view stays live during a
 * stream of changes without reading again after each one. An event that comes while the
 * read it caused is on its way is read again after it, never lost.
 */
export function coalescingStaleMarker(queryClient: QueryClient, intervalMs = STALE_INTERVAL_MS, maxWaitMs = MAX_WAIT_MS) {
  const open = new Map<RouteName, { again: boolean; read: boolean; due: boolean; timer: ReturnType<typeof setTimeout> }>();
  /** How long a route's reads took the last time it was marked (ms). */
  const cost = new Map<RouteName, number>();
  let stopped = false;
  const mark = (route: RouteName) => {
    const opened = performance.now();
    const window = { again: false, read: false, due: false, timer: setTimeout(() => close(), intervalMs) };
    // The window closes once the read is done, and no sooner than READ_COST_FACTOR times as long as it took.
    const close = () => {
      if (!window.read) return void (window.due = true);
      const wait = Math.max(intervalMs, Math.min(maxWaitMs, READ_COST_FACTOR * (cost.get(route) ?? 0))) - (performance.now() - opened);
      if (wait > 1) return void (window.timer = setTimeout(close, wait));
      open.delete(route);
      if (window.again && !stopped) mark(route);
    };
    open.set(route, window);
    // A refetch on its way is left to finish rather than cancelled and started again: cancelling
    // each read during an import left the counts at what they were before it until it ended.
    void queryClient.invalidateQueries({ queryKey: [route] }, { cancelRefetch: false }).finally(() => {
      cost.set(route, performance.now() - opened);
      window.read = true;
      if (window.due && !stopped) close();
    });
  };
  return {
    onEvent(event: Pick<ServerEvent, 'type'>): void {
      for (const route of STALE_ON_EVENT[event.type]) {
        const window = open.get(route);
        if (window) window.again = true;
        else mark(route);
      }
    },
    stop(): void {
      stopped = true;
      for (const window of open.values()) clearTimeout(window.timer);
      open.clear();
    },
  };
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
  for await (const { event, data } of streamedEvents(response.body)) {
    if (event === 'ready') continue;
    const parsed = serverEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) onEvent(parsed.data);
  }
}

/**
 * Follows the server's event stream for the app's lifetime: every change makes
 * the queries it concerns stale (views refetch on their own; at most once a second
 * a route while changes stream in), and reconnects
 * after a dropped connection.
 */
export function useServerEvents(): void {
  const queryClient = useQueryClient();
  const config = useConnection((state) => state.config);
  useEffect(() => {
    if (!config) return;
    const controller = new AbortController();
    const stale = coalescingStaleMarker(queryClient);
    const onEvent = (event: ServerEvent) => {
      stale.onEvent(event);
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
    return () => {
      controller.abort();
      stale.stop();
    };
  }, [config, queryClient]);
}
