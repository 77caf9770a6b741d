import { describe, expect, it } from 'vitest';
import { CollectionSchedule } from './collection-schedule.ts';

/** Of the times (ms) a worker started at 0 answers a job, those after which it collects. */
function collections(jobs: number[], readingSomething: number[] = []): number[] {
  const schedule = new CollectionSchedule(0);
  return jobs.filter((t) => {
    if (!schedule.answered(t, readingSomething.includes(t))) return false;
    schedule.collected(t);
    return true;
  });
}
/** A job answered every `ms` from `from` to `until`. */
const every = (ms: number, from: number, until: number) => Array.from({ length: Math.floor((until - from) / ms) + 1 }, (_, i) => from + i * ms);

describe('CollectionSchedule', () => {
  it('collects 1 s into a burst, then 2 s and 4 s after, then every 5 s', () => {
    expect(collections(every(100, 100, 20_000))).toEqual([1000, 3000, 7000, 12_000, 17_000]);
  });

  it('begins again after 5 s without a job, and not after a shorter pause', () => {
    const burst = every(100, 100, 8000);
    const afterPause = every(100, 14_000, 18_000); // 6 s without a job
    const afterShortPause = every(100, 21_000, 23_000); // 3 s
    expect(collections([...burst, ...afterPause, ...afterShortPause])).toEqual([1000, 3000, 7000, 14_000, 16_000, 21_000]);
  });

  it('collects at once after a job that read a hand or a page, the interval going on as it was', () => {
    expect(collections(every(100, 100, 14_000), [300, 400, 9000])).toEqual([300, 400, 1400, 3400, 7400, 9000, 14_000]);
  });
});
