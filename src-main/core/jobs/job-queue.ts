import { newRowId } from '../base/ids.ts';
import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { claimDueJob, completeJob, failJob, insertJob, insertJobs, type JobRow, raiseJobPriority, requeueInterruptedJobs, retryJob } from '../db/jobs-repo.ts';
import type { Logger } from '../base/logger.ts';

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  subjectId?: string;
  maxAttempts?: number;
  /** Above 0: runs ahead of the backlog (see prioritize). */
  priority?: number;
}

/** The priority of a job someone is waiting for. */
export const PRIORITY_WAITED_FOR = 10;

export interface JobQueue {
  /** Registers the handler of a job type; features do this when the core is built. */
  handle(type: string, handler: JobHandler): void;
  /** Stores a job (inside the caller's transaction, if any) and wakes the workers. */
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): string;
  /** Stores many jobs of one type, in order, in statements of many rows; one wake-up. */
  enqueueMany(type: string, jobs: readonly { payload: unknown; subjectId?: string }[], options?: Omit<EnqueueOptions, 'subjectId'>): string[];
  /**
   * Moves a subject's queued jobs ahead of the backlog; while the workers are busy
   * with the backlog one more runs beside them, so it starts at once. Answers
   * whether the running queue has a job of the subject queued or running.
   */
  prioritize(subjectId: string): boolean;
  /**
   * Holds the backlog for `ms` from now (a later call moves the end): no job of the
   * backlog starts meanwhile, a job someone waits for (prioritize) still does, and the
   * queue's poll takes the backlog up again after. An import holds it while its batches
   * come, so the renders of the rows stored do not slow the rows still coming.
   */
  holdBacklog(ms: number): void;
  start(): void;
  stop(): Promise<void>;
  /** Runs jobs until none is due and none is running (tests, benchmarks). */
  drain(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  concurrency?: number;
  pollMs?: number;
  /** Delay before attempt n+1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
}

const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * A persistent job queue over SQLite: jobs survive a crash (those left running
 * are queued again at start), a failed job is retried with backoff, and after its
 * last attempt it is recorded as failed with the error, never left stuck.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock, logger } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 500;
  const backoffMs = options.backoffMs ?? ((attempt: number) => 1000 * 2 ** (attempt - 1));
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let draining = false;
  let pumpScheduled = false;
  /** performance.now() until which the backlog waits (holdBacklog); the sandbox clock may stand still, so not clock. */
  let backlogHeldUntil = 0;

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.type);
    try {
      if (!handler) throw new Error(`No handler for job type '${job.type}'`);
      await handler(JSON.parse(job.payload_json) as unknown, job);
      completeJob(db, job.id, nowIso(clock));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts < job.max_attempts) {
        retryJob(db, job.id, clock.nowMs() + backoffMs(job.attempts), message, nowIso(clock));
      } else {
        failJob(db, job.id, message, nowIso(clock));
        logger.error(`Job ${job.type} ${job.id} failed after ${job.attempts} attempts`, message);
      }
    }
  }

  function pump(): void {
    // Once stopped, the jobs still running finish and no new one is taken (else a shutdown
    // would keep claiming jobs whose renderer is already closed and fail them all).
    if (!started && !draining) return;
    for (;;) {
      if (!db.open) return;
      // The backlog takes `concurrency` workers (unless held: draining runs it anyway); a job someone waits for also gets one more.
      const held = !draining && performance.now() < backlogHeldUntil;
      let job: JobRow | undefined;
      try {
        if (running.size < concurrency && !held) job = claimDueJob(db, clock.nowMs(), nowIso(clock));
        else if (running.size < concurrency + 1) job = claimDueJob(db, clock.nowMs(), nowIso(clock), 1);
      } catch (error) {
        // Another connection held the write lock past busy_timeout (seen once as a packaged server
        // started from an exported state on a loaded machine, which then exited): the claim changed
        // nothing, and the next poll claims again.
        if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return;
        throw error;
      }
      if (!job) return;
      const task: Promise<void> = runJob(job).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  /** Runs the workers after the caller's transaction commits; one wake-up for a request that queues a thousand jobs. */
  function wake(): void {
    if (!started || pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  return {
    handle: (type, handler) => {
      handlers.set(type, handler);
    },
    enqueue: (type, payload, enqueueOptions = {}) => {
      const id = newRowId();
      insertJob(db, {
        id,
        type,
        subject_id: enqueueOptions.subjectId ?? null,
        payload_json: JSON.stringify(payload),
        max_attempts: enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        priority: enqueueOptions.priority ?? 0,
        run_after_ms: clock.nowMs(),
        created_at: nowIso(clock),
      });
      wake();
      return id;
    },
    enqueueMany: (type, jobs, enqueueOptions = {}) => {
      const rows = jobs.map((job) => ({ id: newRowId(), subject_id: job.subjectId ?? null, payload_json: JSON.stringify(job.payload) }));
      const common = { type, max_attempts: enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, priority: enqueueOptions.priority ?? 0, run_after_ms: clock.nowMs(), created_at: nowIso(clock) };
      insertJobs(db, common, rows);
      if (rows.length > 0) wake();
      return rows.map((row) => row.id);
    },
    prioritize: (subjectId) => {
      if (!started || !db.open) return false;
      const pending = raiseJobPriority(db, subjectId, PRIORITY_WAITED_FOR);
      if (pending > 0) pump();
      return pending > 0;
    },
    holdBacklog: (ms) => {
      backlogHeldUntil = performance.now() + ms;
    },
    start: () => {
      if (started) return;
      started = true;
      const requeued = requeueInterruptedJobs(db, nowIso(clock));
      if (requeued > 0) logger.info(`Resumed ${requeued} interrupted job(s)`);
      timer = setInterval(pump, pollMs);
      timer.unref();
      setImmediate(pump);
    },
    stop: async () => {
      started = false;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
    drain: async () => {
      draining = true;
      try {
        for (;;) {
          pump();
          if (running.size === 0) return;
          await Promise.race([...running]);
        }
      } finally {
        draining = false;
      }
    },
  };
}
