import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';

describe('retry schedule', () => {
  it('doubles from one minute, caps at 8 hours, jitters by +-20% and spans about a day over 12 attempts', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(1, () => 0)).toBe(48_000);
    expect(retryDelayMs(1, () => 0.999999)).toBeLessThanOrEqual(72_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(8 * 3_600_000);
    let total = 0;
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) total += retryDelayMs(attempt, () => 0.5);
    expect(total / 3_600_000).toBeGreaterThan(22);
    expect(total / 3_600_000).toBeLessThan(26);
  });
});
