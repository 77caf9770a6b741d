// A worker thread that writes the request log's own SQLite file (db/request-log-file.ts), so that the
// log's masking, inserts, retention deletes and WAL checkpoints never hold up the event
// loop that answers requests. The main thread posts batches; after each commit this thread raises
// the shared "written up to" counter (a synchronous flush waits on it) and answers the
// last row id (for the console's live table).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { insertRequestLogRows, pruneRequestLog } from '#core/db/request-log-repo.ts';
import { REQUEST_LOG_CACHE_KIB } from '#core/db/request-log-file.ts';
import { logRowOf, type SeenRequest } from './log-entry.ts';
import { lowerThreadPriority } from '#core/base/thread-priority.ts';
import { beginOpening } from './start-gate.ts';

export interface LogWriterData {
  file: string;
  /** Int32 [0]: the sequence number of the last batch written (or given up on). */
  written: SharedArrayBuffer;
  /** Whether the thread may still be stopped from outside (start-gate.ts). */
  startGate: SharedArrayBuffer;
}

export type LogWriterRequest =
  | { kind: 'write'; seq: number; requests: SeenRequest[]; prune?: { maxEntries: number; oldestAtMs: number } }
  | { kind: 'close' };

/** `ready` once the thread has its connection (until then the main thread keeps the batches); then one reply per batch. */
export type LogWriterReply = { ready: true } | { seq: number; lastId?: number; error?: string };

if (!parentPort) throw new Error('log-writer-worker.ts runs as a worker thread');
const port = parentPort;
const { file, written, startGate } = workerData as LogWriterData;

if (beginOpening(startGate)) {
  lowerThreadPriority(); // logging is background work: requests go first
  const counter = new Int32Array(written);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = -${REQUEST_LOG_CACHE_KIB}`);
  port.postMessage({ ready: true } satisfies LogWriterReply);

  port.on('message', (request: LogWriterRequest) => {
    if (request.kind === 'close') {
      db.close();
      port.close();
      return;
    }
    const reply: { seq: number; lastId?: number; error?: string } = { seq: request.seq };
    try {
      if (request.requests.length > 0) reply.lastId = insertRequestLogRows(db, request.requests.map(logRowOf));
      if (request.prune) pruneRequestLog(db, request.prune.maxEntries, request.prune.oldestAtMs);
    } catch (error) {
      reply.error = error instanceof Error ? error.message : String(error);
    }
    Atomics.store(counter, 0, request.seq);
    Atomics.notify(counter, 0);
    port.postMessage(reply);
  });
} else {
  port.close(); // closed before it opened anything: the main thread stops it
}
