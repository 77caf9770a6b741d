// Another program keeping the machine busy, for the benchmarks' figures "under
// load": one thread a core spinning at the same priority as everything else,
// until stopped (bench-suite.ts and the studio benchmarks' --hog).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Starts one busy thread a core; the answer stops them. */
export function startCpuHog(): () => Promise<void> {
  const threads = Array.from({ length: availableParallelism() }, () => new Worker('const end = Date.now() + 3_600_000; let x = 0; while (Date.now() < end) x = (x + Math.sqrt(x + 1)) % 1e9;', { eval: true }));
  return async () => {
    await Promise.all(threads.map((thread) => thread.terminate()));
  };
}

/** `--hog` among the arguments: the hog runs for the whole benchmark, and the figures say so. */
export function hogFromArgs(): { stop(): Promise<void>; label: string } {
  if (!process.argv.includes('--hog')) return { stop: async () => undefined, label: 'no hog' };
  const stop = startCpuHog();
  return { stop, label: `under a CPU hog of ${availableParallelism()} busy threads` };
}

/** The benchmark's first plain argument (a count), skipping flags. */
export function countArg(fallback: number): number {
  const plain = process.argv.slice(2).find((a) => !a.startsWith('--'));
  return Number(plain ?? fallback) || fallback;
}
