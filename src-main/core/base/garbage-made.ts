// A count of the reads in this thread that leave megabytes of garbage behind them (a hand's font
// parsed, the browser's PDF page read): a render worker collects at once after a job that made one
// (engine/documents/collection-schedule.ts) rather than at its next interval. A campaign's first
// cards read a dozen pages in each worker (the A6 reminder's fronts, a date each).
let reads = 0;

/** One more such read. */
export function noteGarbageMakingRead(): void {
  reads++;
}

/** How many such reads this thread has made so far. */
export function garbageMakingReads(): number {
  return reads;
}
