import { setFlagsFromString } from 'node:v8';

/**
 * V8 heap limits of the server. The live heap is small (the data is in SQLite), but
 * with V8's defaults the heap grows lazily to several hundred MB of garbage
 * before it collects: measured with scripts/bench-recipients.ts (100,000 recipients
 * in 1,000-recipient posts), these limits bring the peak resident memory down by
 * about half (see README, Performance).
 */

/**
 * Node flags of the headless server's process (npm run serve and the scripts that start it).
 * --max-semi-space-size=8: the event loop's young generation. API requests make short-lived
 * garbage fast: at 4 MB, request bodies the request log holds for a moment were promoted and
 * cost V8's marking threads about 20 µs a request more (scripts/bench-request-log.ts), for
 * about 8 MB less at the peak of scripts/bench-recipients.ts.
 * --no-memory-protection-keys: on CPUs with PKU, V8's JIT-page bookkeeping races when worker
 * threads (the render workers) start and stop, and aborts the process with
 * "Check failed: jit_page.has_value()" (seen in this project's test run; a known V8 issue in
 * Node 18-24). Turning the protection off avoids it.
 * --expose-gc: for collectGarbage, below (no code but ours runs in the server).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=8', '--no-memory-protection-keys', '--expose-gc'] as const;

/**
 * Environment of the headless server's process. MALLOC_ARENA_MAX=2: glibc gives every thread
 * that allocates (render workers, the log writer, libuv's and V8's helpers) an arena of its
 * own, each keeping freed memory; two shared arenas held about 15 MB less at the peak of
 * scripts/bench-recipients.ts, with the same POST and render times.
 * MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_: glibc serves a block of 128 KB or more
 * (request bodies, a card's PDF and previews, canvases' pixels) from a mapping of its own,
 * given back when freed, and trims an arena's free top past 256 KB. By default it raises both
 * thresholds each time such a block is freed, up to 32 MB, after which those blocks come from
 * the arenas and stay there when freed.
 * MIMALLOC_PURGE_DELAY=0: the canvas library's allocator (mimalloc, in @napi-rs/canvas) gives
 * freed pages back at once instead of 10 ms later.
 * Together, with a collection after a bulk intake (collectGarbage) and 12 MB canvas pools:
 * 281-291 MB instead of 311-327 at the peak of scripts/bench-footprint.ts (docs/performance.md),
 * the POST and render times unchanged (bench-recipients: a median of 47.4 and 55.1 ms against
 * 50.7 and 51.4; 33.6 against 34.2 ms of CPU a card).
 */
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(256 * 1024),
  MIMALLOC_PURGE_DELAY: '0',
};

/**
 * Old-generation limit of each render worker thread (ten hands take about 60 MB; a worker past
 * it is replaced and its job retried). Worker young generations come from
 * useSmallWorkerYoungGenerations: a `maxYoungGenerationSizeMb` here would be overridden.
 */
export const RENDER_WORKER_LIMITS = { maxOldGenerationSizeMb: 256 } as const;

/** Old-generation limit of the request log's writer thread (it holds at most a few thousand rows in flight). */
export const LOG_WRITER_LIMITS = { maxOldGenerationSizeMb: 64 } as const;

/**
 * Semi-space of every worker thread's young generation, in MB. 1 rather than 2: about 4 MB
 * less at the peak of scripts/bench-recipients.ts (297-298 MB against 302-306), and the
 * render backlog no slower (1,060 and 1,111 recipients a minute against 1,026 and 853).
 */
export const WORKER_SEMI_SPACE_MB = 1;

/**
 * Gives the worker threads started from now on a young generation of WORKER_SEMI_SPACE_MB
 * semi-spaces. A --max-semi-space-size flag overrides a worker's own `resourceLimits`, and
 * V8 reads it when it creates an isolate: set here, before the first worker starts, it
 * leaves the event loop's young generation as it started (SERVER_NODE_FLAGS) and gives the
 * render workers and the log writer small ones: each of the three holds up to 12 MB less.
 */
export function useSmallWorkerYoungGenerations(): void {
  setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}

/**
 * How often a busy render worker collects its garbage with collectGarbage, at most, once a burst
 * of work is under way (after a job; sooner at a burst's start: RENDER_WORKER_FIRST_COLLECT_MS).
 * V8 keeps the pages its collections free in a pool, resident, for the heap to grow into again,
 * and gives them back only at a collection made to reduce memory, which a thread that is never
 * idle does not get. During an HTML campaign of
 * the A6 reminder the server's memory sat at a median of 321-332 MB over 1,000 cards without this,
 * 280-284 with it; 10,000 cards peaked at 307 MB against 377 (docs/performance.md, issue 44's
 * seventh pass). Each time costs the worker two or more full collections (40-130 ms) and V8's
 * helper threads more marking after: every 5 s, 12 ms more of a gallery starter's card's CPU in
 * one pair of runs on a noisy machine (V8's helpers 4-6 of it); every 10 s, 1-4 ms and a median
 * of 291 MB.
 */
export const RENDER_WORKER_COLLECT_EVERY_MS = 5_000;

/**
 * How soon a render worker first collects in a burst of work (its start, or its first job after
 * RENDER_WORKER_COLLECT_EVERY_MS without one); the interval doubles from there to
 * RENDER_WORKER_COLLECT_EVERY_MS. A campaign's first seconds are when the heaps grow most (a new
 * worker's fonts parsed, the pages read, the first cards' garbage): collecting first at 5 s, a
 * 400-card A6 reminder campaign peaked at 318 MB in its first 5 s and sat at 271 after; first at
 * 1 s, 278 and 266 (docs/performance.md, issue 44's eighth pass).
 */
export const RENDER_WORKER_FIRST_COLLECT_MS = 1_000;

/**
 * Collects the calling thread's garbage now, all of it (full, compacting collections made to
 * reduce memory, after which V8 also gives back the free pages it kept), where the server runs
 * with --expose-gc; elsewhere (the desktop app, a test's process) nothing. On the event loop: a
 * bulk intake leaves tens of MB of request bodies and parsed rows that V8 would keep until its
 * next full collection, well into the renders that follow: taken before the renders start, the
 * render workers' memory adds to the server at rest rather than to the intake's leftovers (about
 * 195 MB to 145 MB in the event loop's process before the renders of scripts/bench-footprint.ts).
 * It holds the event loop 38-48 ms, once an intake. In a busy render worker: see
 * RENDER_WORKER_COLLECT_EVERY_MS.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
