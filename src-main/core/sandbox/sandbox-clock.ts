import type { Clock } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { getSetting, setSetting } from '../db/settings-repo.ts';
import { InvalidInputError } from '../base/error-kinds.ts';
import type { Logger } from '../base/logger.ts';

export const CLOCK_OFFSET_SETTING = 'sandbox_clock_offset_ms';
/**
 * The latest time the sandbox clock may show: every timestamp the API writes keeps the spec's
 * four-digit year (a Date itself ends in the year 275760, where toISOString throws).
 */
export const LATEST_SANDBOX_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const LATEST_TEXT = '9999-12-31T23:59:59Z';

/**
 * The sandbox clock: real time plus an offset that only moves forward (or back
 * to real time), kept per data directory. Every part of the core reads it, so
 * moving it on makes subscription cycles turn, signed URLs expire, webhook
 * retries fall due and fulfilment stamps carry the new date, without waiting.
 */
export interface SandboxClock extends Clock {
  realNowMs(): number;
  offsetMs(): number;
  /** Moves the clock on; a step past LATEST_SANDBOX_TIME_MS is refused (InvalidInputError), changing nothing. */
  advance(ms: number): void;
  reset(): void;
  /** Re-reads the offset (after a state import). */
  reload(): void;
}

/** Why `stored` (the setting's text) is not an offset this clock may hold at `realNowMs`, or undefined when it is. */
export function clockOffsetProblem(stored: string, realNowMs: number): string | undefined {
  const offset = Number(stored);
  if (stored.trim() === '' || !Number.isFinite(offset)) return `${CLOCK_OFFSET_SETTING} (${stored.slice(0, 40)}) is not a number of milliseconds`;
  if (offset < 0) return `${CLOCK_OFFSET_SETTING} (${stored.slice(0, 40)}) is negative: the sandbox clock only moves forward`;
  if (realNowMs + offset > LATEST_SANDBOX_TIME_MS) return `${CLOCK_OFFSET_SETTING} (${stored.slice(0, 40)}) puts the sandbox clock past ${LATEST_TEXT}`;
  return undefined;
}

export function createSandboxClock(base: Clock, db: Db, logger?: Logger): SandboxClock {
  const realNowMs = () => base.realNowMs?.() ?? base.nowMs();
  const save = (next: number) => {
    offset = next;
    setSetting(db, CLOCK_OFFSET_SETTING, String(next));
  };
  /** The stored offset; one no Date can show (a data folder written before it was checked) is put back to real time, and said. */
  const read = () => {
    const stored = getSetting(db, CLOCK_OFFSET_SETTING);
    if (stored === undefined) return 0;
    const problem = clockOffsetProblem(stored, realNowMs());
    if (problem === undefined) return Number(stored);
    setSetting(db, CLOCK_OFFSET_SETTING, '0');
    logger?.info(`Repaired the sandbox clock: ${problem}; it is back to real time.`);
    return 0;
  };
  let offset = read();
  return {
    nowMs: () => base.nowMs() + offset,
    realNowMs,
    offsetMs: () => offset,
    advance: (ms) => {
      const now = base.nowMs() + offset;
      if (now + ms > LATEST_SANDBOX_TIME_MS) {
        const left = Math.floor((LATEST_SANDBOX_TIME_MS - now) / 1000);
        throw new InvalidInputError(`The sandbox clock cannot go past ${LATEST_TEXT}: it is ${new Date(now).toISOString()}, ${left} seconds before that, and this step is ${Math.round(ms / 1000)} seconds`);
      }
      save(offset + ms);
    },
    reset: () => save(0),
    reload: () => {
      offset = read();
    },
  };
}
