// When a busy render worker collects its garbage (collectGarbage: V8's pool of freed pages given
// back, heap-limits.ts): soon into a burst of work, when the heaps grow most, then less often.
import { RENDER_WORKER_COLLECT_EVERY_MS, RENDER_WORKER_FIRST_COLLECT_MS } from '#core/policy/heap-limits.ts';

export class CollectionSchedule {
  private lastCollected: number;
  private lastAnswered: number;
  private interval = RENDER_WORKER_FIRST_COLLECT_MS;
  /** The collection asked for is for a read's garbage, not the interval's: the interval stays. */
  private forARead = false;

  constructor(now: number) {
    this.lastCollected = now;
    this.lastAnswered = now;
  }

  /**
   * Whether to collect now, a job just answered: RENDER_WORKER_FIRST_COLLECT_MS into a burst (the
   * worker's start, or its first job after RENDER_WORKER_COLLECT_EVERY_MS without one), then twice
   * that, and so on up to every RENDER_WORKER_COLLECT_EVERY_MS; and at once after a job that read
   * a hand's font or one of the browser's pages (#core/base/garbage-made.ts): a campaign's first
   * cards, each worker reading a dozen pages, grew the server by some 80 MB within two seconds,
   * before the first collection.
   */
  answered(now: number, madeGarbage = false): boolean {
    if (now - this.lastAnswered > RENDER_WORKER_COLLECT_EVERY_MS) this.interval = RENDER_WORKER_FIRST_COLLECT_MS;
    this.lastAnswered = now;
    const due = now - this.lastCollected >= this.interval;
    this.forARead = madeGarbage && !due;
    return madeGarbage || due;
  }

  /** The collection is over (its time is not counted as the next interval's). */
  collected(now: number): void {
    this.lastCollected = now;
    if (!this.forARead) this.interval = Math.min(RENDER_WORKER_COLLECT_EVERY_MS, this.interval * 2);
  }
}
