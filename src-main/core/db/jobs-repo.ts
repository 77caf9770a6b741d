import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: string;
  type: string;
  subject_id: string | null;
  payload_json: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  /** 0 for the backlog; higher runs first (someone is waiting for it). */
  priority: number;
  run_after_ms: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export function insertJob(db: Db, row: Omit<JobRow, 'status' | 'attempts' | 'last_error' | 'updated_at'>): void {
  prepared(db, 
    `INSERT INTO jobs (id, type, subject_id, payload_json, status, attempts, max_attempts, priority, run_after_ms, created_at, updated_at)
     VALUES (@id, @type, @subject_id, @payload_json, 'queued', 0, @max_attempts, @priority, @run_after_ms, @created_at, @created_at)`,
  ).run(row);
}

/** Rows a statement of insertJobs writes. */
const JOBS_A_STATEMENT = 100;

/** The multi-row insert of `count` jobs: what they share is bound once by name, then each job's id, subject and payload. */
function insertJobsSql(count: number): string {
  const row = "(?, @type, ?, ?, 'queued', 0, @max_attempts, @priority, @run_after_ms, @created_at, @created_at)";
  return `INSERT INTO jobs (id, type, subject_id, payload_json, status, attempts, max_attempts, priority, run_after_ms, created_at, updated_at) VALUES ${Array(count).fill(row).join(', ')}`;
}

/** Queues many jobs of one type and time, in order, JOBS_A_STATEMENT to a statement (a statement a job cost as much as the job's row). */
export function insertJobs(db: Db, common: Pick<JobRow, 'type' | 'max_attempts' | 'priority' | 'run_after_ms' | 'created_at'>, jobs: readonly Pick<JobRow, 'id' | 'subject_id' | 'payload_json'>[]): void {
  for (let start = 0; start < jobs.length; start += JOBS_A_STATEMENT) {
    const chunk = jobs.slice(start, start + JOBS_A_STATEMENT);
    const values: unknown[] = [];
    for (const job of chunk) values.push(job.id, job.subject_id, job.payload_json);
    prepared(db, insertJobsSql(chunk.length)).run(...values, common);
  }
}

/** Atomically takes the due job of the highest priority (at least `minPriority`), the oldest first, and marks it running. */
export function claimDueJob(db: Db, nowMs: number, updatedAt: string, minPriority = 0): JobRow | undefined {
  return prepared(db, 
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = ?
       WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND priority >= ? AND run_after_ms <= ? ORDER BY priority DESC, run_after_ms LIMIT 1)
       RETURNING *`,
    )
    .get(updatedAt, minPriority, nowMs) as JobRow | undefined;
}

/** Raises the queued jobs of a subject to `priority`; answers how many jobs of the subject are queued or running. */
export function raiseJobPriority(db: Db, subjectId: string, priority: number): number {
  prepared(db, "UPDATE jobs SET priority = ? WHERE subject_id = ? AND status = 'queued' AND priority < ?").run(priority, subjectId, priority);
  return (prepared(db, "SELECT count(*) FROM jobs WHERE subject_id = ? AND status IN ('queued', 'running')").pluck().get(subjectId) as number);
}

export function completeJob(db: Db, id: string, updatedAt: string): void {
  prepared(db, "UPDATE jobs SET status = 'done', last_error = NULL, updated_at = ? WHERE id = ?").run(updatedAt, id);
}

export function retryJob(db: Db, id: string, runAfterMs: number, error: string, updatedAt: string): void {
  prepared(db, "UPDATE jobs SET status = 'queued', run_after_ms = ?, last_error = ?, updated_at = ? WHERE id = ?").run(runAfterMs, error, updatedAt, id);
}

export function failJob(db: Db, id: string, error: string, updatedAt: string): void {
  prepared(db, "UPDATE jobs SET status = 'failed', last_error = ?, updated_at = ? WHERE id = ?").run(error, updatedAt, id);
}

/** Jobs left 'running' by a crash go back to the queue at start-up. */
export function requeueInterruptedJobs(db: Db, updatedAt: string): number {
  return prepared(db, "UPDATE jobs SET status = 'queued', updated_at = ? WHERE status = 'running'").run(updatedAt).changes;
}

export function jobsForSubject(db: Db, subjectId: string): JobRow[] {
  return prepared(db, 'SELECT * FROM jobs WHERE subject_id = ? ORDER BY created_at').all(subjectId) as JobRow[];
}
