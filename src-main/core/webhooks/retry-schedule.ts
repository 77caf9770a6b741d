// Retry policy of webhook deliveries: 12 attempts over about a day.
// Delay after failed attempt n (1-based): min(1 min * 2^(n-1), 8 h), times a
// random factor in [0.8, 1.2) (jitter), i.e. 1, 2, 4, ... 256 min, 8 h, 8 h:
// about 24.5 hours from the first attempt to the last.

export const MAX_DELIVERY_ATTEMPTS = 12;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 8 * 60 * 60_000;

/** Milliseconds to wait after failed attempt `attempt`; `random` returns [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const nominal = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
  return Math.round(nominal * (0.8 + 0.4 * random()));
}

/**
 * When the attempts still to come are due, without jitter: the next at
 * `nextAttemptMs`, each later one a nominal delay after the one before (a
 * failure is assumed at each).
 */
export function upcomingAttempts(attemptsMade: number, nextAttemptMs: number): { number: number; dueMs: number }[] {
  const out: { number: number; dueMs: number }[] = [];
  let due = nextAttemptMs;
  for (let number = attemptsMade + 1; number <= MAX_DELIVERY_ATTEMPTS; number += 1) {
    out.push({ number, dueMs: due });
    due += retryDelayMs(number, () => 0.5);
  }
  return out;
}
