/**
 * V8 heap limits of the server. The live heap is small (the data is in SQLite), but
 * with V8's defaults the heap grows lazily to several hundred MB of garbage
 * before it collects: measured with scripts/bench-recipients.ts (100,000 recipients
 * in 1,000-recipient posts), these limits bring the peak resident memory down by
 * about half (see README, Performance).
 */

/**
 * Node flags of the headless server's process (npm run serve and the scripts that start it).
 * --no-memory-protection-keys: on CPUs with PKU, V8's JIT-page bookkeeping races when worker
 * threads (the render workers) start and stop, and aborts the process with
 * "Check failed: jit_page.has_value()" (seen in this project's test run; a known V8 issue in
 * Node 18-24). Turning the protection off avoids it.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=8', '--no-memory-protection-keys'] as const;

/** Heap limits of each render worker thread (ten hands take about 60 MB; a worker past them is replaced and its job retried). */
export const RENDER_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 24 } as const;

/** Heap limits of the request log's writer thread (it holds at most a few thousand rows in flight). */
export const LOG_WRITER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 } as const;
