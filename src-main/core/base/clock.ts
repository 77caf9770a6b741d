import { isoMicros } from '#shared/time.ts';

/** Time source of the core; tests pass a fixed or stepping clock. */
export interface Clock {
  /** Milliseconds since the epoch, with a fractional part (microseconds). */
  nowMs(): number;
  /**
   * The wall-clock time when nowMs() is moved (the sandbox clock): webhook
   * signatures carry it, so receivers' 5-minute window still passes.
   */
  realNowMs?(): number;
}

export const systemClock: Clock = {
  nowMs: () => performance.timeOrigin + performance.now(),
};

export function nowIso(clock: Clock): string {
  return isoMicros(clock.nowMs());
}
