import { streamSSE } from 'hono/streaming';
import type { ServerEvent } from '#shared/contract/events.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

const KEEP_ALIVE_MS = 15_000;

/** GET /_sandbox/events: every change as a server-sent event, so the app's views stay live. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxEvents', ({ query, c }) => ({
    status: 200,
    stream: streamSSE(c, async (stream) => {
      const queue: ServerEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = core.events.subscribe((event) => {
        if (query.teamId && event.teamId !== null && event.teamId !== query.teamId) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // Ends when the server begins to stop, so a drain does not wait on an open stream.
      const stop = () => wake?.();
      core.closing.addEventListener('abort', stop);
      while (!stream.aborted && !stream.closed && !core.closing.aborted) {
        const next = queue.shift();
        if (next) {
          await stream.writeSSE({ data: JSON.stringify(next) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
      }
      core.closing.removeEventListener('abort', stop);
      unsubscribe();
    }),
  }));
}
