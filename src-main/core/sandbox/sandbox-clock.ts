import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';

const SETTING = 'sandbox_clock_offset_ms';

/**
 * The sandbox clock: real time plus an offset that only moves forward (or back
 * to real time), kept per data directory. Every part of the core reads it, so
 * moving it on makes subscription cycles turn, signed URLs expire, webhook
 * retries fall due and fulfilment stamps carry the new date, without waiting.
 */
export interface SandboxClock extends Clock {
  realNowMs(): number;
  offsetMs(): number;
  advance(ms: number): void;
  reset(): void;
  /** Re-reads the offset (after a state import). */
  reload(): void;
}

export function createSandboxClock(base: Clock, db: Db): SandboxClock {
  const read = () => Number(getSetting(db, SETTING) ?? 0) || 0;
  let offset = read();
  const save = (next: number) => {
    offset = next;
    setSetting(db, SETTING, String(next));
  };
  return {
    nowMs: () => base.nowMs() + offset,
    realNowMs: () => base.realNowMs?.() ?? base.nowMs(),
    offsetMs: () => offset,
    advance: (ms) => save(offset + ms),
    reset: () => save(0),
    reload: () => {
      offset = read();
    },
  };
}
