import { describe, expect, it } from 'vitest';
import type { Clock } from '../base/clock.ts';
import { claimDueJob, jobsForSubject } from '../db/jobs-repo.ts';
import { nowIso } from '../base/clock.ts';
import { tempDir, testCore } from '../test-support/test-core.ts';
import { silentLogger } from '../base/logger.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';

function steppingClock(startMs = 1_800_000_000_000): Clock & { advance(ms: number): void } {
  let now = startMs;
  return { nowMs: () => now, advance: (ms) => (now += ms) };
}

/** A queue on a fresh core's database (its own workers off); options beside the database as createJobQueue takes them. */
function queueOnFreshCore(options: Partial<JobQueueOptions> = {}) {
  const core = testCore({ workers: false });
  const queue = createJobQueue({ db: core.context.db, clock: core.context.clock, logger: silentLogger, ...options });
  return { core, queue };
}

/** The payloads of the `type` jobs the queue runs, in the order it runs them. */
function recordPayloads(queue: JobQueue, type: string): unknown[] {
  const seen: unknown[] = [];
  queue.handle(type, async (payload) => {
    seen.push(payload);
  });
  return seen;
}

/** A queue on a clock the test steps, whose `type` jobs throw what `failure` gives for their call (from 1), if anything. */
function failingQueue(type: string, backoffMs: number, failure: (call: number) => Error | undefined) {
  const clock = steppingClock();
  const { core, queue } = queueOnFreshCore({ clock, backoffMs: () => backoffMs });
  const handler = { calls: 0 };
  queue.handle(type, async () => {
    handler.calls += 1;
    const error = failure(handler.calls);
    if (error) throw error;
  });
  return { core, queue, clock, handler };
}

describe('persistent job queue', () => {
  it('runs a job and marks it done', async () => {
    const { core, queue } = queueOnFreshCore();
    const seen = recordPayloads(queue, 'echo');
    queue.enqueue('echo', { n: 1 }, { subjectId: 's1' });
    await queue.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(jobsForSubject(core.context.db, 's1')[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('queues many jobs at once, in order, each with its subject and payload (more than a statement holds)', async () => {
    const { core, queue } = queueOnFreshCore();
    const seen = recordPayloads(queue, 'echo');
    const ids = queue.enqueueMany('echo', Array.from({ length: 250 }, (_, n) => ({ payload: { n }, subjectId: `s${n}` })), { maxAttempts: 5 });
    expect(new Set(ids).size).toBe(250);
    expect(jobsForSubject(core.context.db, 's249')[0]).toMatchObject({ id: ids[249], type: 'echo', status: 'queued', attempts: 0, max_attempts: 5, priority: 0, payload_json: '{"n":249}' });
    await queue.drain();
    expect(seen).toEqual(Array.from({ length: 250 }, (_, n) => ({ n })));
  });

  it('retries a failing job with backoff, then records the failure instead of leaving it stuck', async () => {
    const { core, queue, clock, handler } = failingQueue('flaky', 60_000, (call) => new Error(`render failed #${call}`));
    queue.enqueue('flaky', {}, { subjectId: 's2', maxAttempts: 3 });
    await queue.drain();
    expect(handler.calls).toBe(1);
    expect(jobsForSubject(core.context.db, 's2')[0]).toMatchObject({ status: 'queued', last_error: 'render failed #1' });
    await queue.drain(); // not due yet
    expect(handler.calls).toBe(1);
    clock.advance(60_000);
    await queue.drain();
    clock.advance(60_000);
    await queue.drain();
    expect(handler.calls).toBe(3);
    expect(jobsForSubject(core.context.db, 's2')[0]).toMatchObject({ status: 'failed', attempts: 3, last_error: 'render failed #3' });
  });

  it('succeeds on a retry after a transient failure', async () => {
    const { core, queue, clock } = failingQueue('transient', 10, (call) => (call === 1 ? new Error('busy') : undefined));
    queue.enqueue('transient', {}, { subjectId: 's3' });
    await queue.drain();
    clock.advance(10);
    await queue.drain();
    expect(jobsForSubject(core.context.db, 's3')[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('resumes a job left running by a crash when the core starts again', async () => {
    const dataDir = tempDir();
    const first = testCore({ dataDir, workers: false });
    first.context.jobs.enqueue('resume-me', { x: 1 }, { subjectId: 's4' });
    // The worker took the job and the process died before it finished.
    expect(claimDueJob(first.context.db, first.context.clock.nowMs() + 1, nowIso(first.context.clock))?.status).toBe('running');
    await first.close();

    const second = testCore({ dataDir, workers: false });
    const done: unknown[] = [];
    second.context.jobs.handle('resume-me', async (payload) => {
      done.push(payload);
    });
    second.context.jobs.start();
    await second.context.jobs.drain();
    expect(done).toEqual([{ x: 1 }]);
    expect(jobsForSubject(second.context.db, 's4')[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs a prioritized job ahead of the backlog, on one worker more while the backlog fills the others', async () => {
    const { core, queue } = queueOnFreshCore({ concurrency: 1, pollMs: 60_000 });
    const started: string[] = [];
    const release = new Map<string, () => void>();
    queue.handle('render', (payload) => {
      const { name } = payload as { name: string };
      started.push(name);
      return new Promise<void>((resolve) => release.set(name, resolve));
    });
    for (const name of ['a', 'b', 'c', 'd']) queue.enqueue('render', { name }, { subjectId: name });
    expect(queue.prioritize('d')).toBe(false); // the queue is not running
    queue.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a']);

    expect(queue.prioritize('d')).toBe(true);
    expect(started).toEqual(['a', 'd']); // at once, beside the backlog's job
    expect(queue.prioritize('c')).toBe(true);
    expect(started).toEqual(['a', 'd']); // one extra worker only

    release.get('d')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'd', 'c']);
    release.get('a')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'd', 'c']); // c now holds the backlog's worker
    release.get('c')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'd', 'c', 'b']);
    release.get('b')!();
    await queue.stop();
    expect(queue.prioritize('a')).toBe(false); // done, and the queue stopped
    expect(jobsForSubject(core.context.db, 'd')[0]).toMatchObject({ status: 'done', priority: 10 });
  });

  it('holds the backlog while asked, still runs a job someone waits for, and takes the backlog up again after', async () => {
    const { queue } = queueOnFreshCore({ concurrency: 1, pollMs: 20 });
    const started: string[] = [];
    queue.handle('render', async (payload) => void started.push((payload as { name: string }).name));
    queue.holdBacklog(300);
    for (const name of ['a', 'b']) queue.enqueue('render', { name }, { subjectId: name });
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toEqual([]); // held: polled, but nothing of the backlog started
    expect(queue.prioritize('b')).toBe(true);
    await expect.poll(() => started).toEqual(['b']); // someone waits for b: it runs at once
    await expect.poll(() => started, { timeout: 2000 }).toEqual(['b', 'a']); // the hold over, the poll takes a
    await queue.stop();
  });

  it('takes no new job once stopped: the running ones finish, the queued ones stay queued', async () => {
    const { core, queue } = queueOnFreshCore({ concurrency: 2, pollMs: 60_000 });
    const started: string[] = [];
    const release: (() => void)[] = [];
    queue.handle('render', (payload) => {
      started.push((payload as { name: string }).name);
      return new Promise<void>((resolve) => release.push(resolve));
    });
    for (const name of ['a', 'b', 'c', 'd']) queue.enqueue('render', { name }, { subjectId: name });
    queue.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    const stopping = queue.stop();
    release.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()!();
    await stopping;
    expect(started).toEqual(['a', 'b']);
    expect(['c', 'd'].map((s) => jobsForSubject(core.context.db, s)[0]?.status)).toEqual(['queued', 'queued']);
  });
});
