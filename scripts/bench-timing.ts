// What the timing benchmarks share (bench-handwriting, bench-render, bench-html, bench-studio-*):
// calls timed one by one, and the quantiles of their times.

/** The wall time (ms) of each of `runs` calls of fn, one after another, after `warmUps` untimed calls. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmUps = 0): Promise<number[]> {
  for (let i = 0; i < warmUps; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** The q-quantile of the times (0.5: the median; 0.95: p95); NaN when there are none. */
export const quantile = (xs: readonly number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
