import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * For background worker threads (renders, the request log's writer): on Linux the
 * calling thread lowers its own priority (nice 10, its thread id from
 * /proc/thread-self), so that API requests on the main thread take the cores
 * first. Elsewhere the thread keeps its priority.
 */
export function lowerThreadPriority(): void {
  try {
    const tid = Number(/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: the thread shares the cores as it is
  }
}
