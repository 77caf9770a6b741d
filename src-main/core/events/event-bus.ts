import { EventEmitter } from 'node:events';
import type { ServerEvent, ServerEventType } from '#shared/contract/events.ts';
import { type Clock, nowIso } from '../base/clock.ts';

/** In-process announcements of changes; the event stream forwards them to the app. */
export interface EventBus {
  publish(type: ServerEventType, teamId: string | null, id?: string): void;
  subscribe(listener: (event: ServerEvent) => void): () => void;
}

export function createEventBus(clock: Clock): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open app window or console
  return {
    publish(type, teamId, id) {
      const event: ServerEvent = { type, teamId, at: nowIso(clock), ...(id ? { id } : {}) };
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
