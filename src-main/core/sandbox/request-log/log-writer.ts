import { Worker } from 'node:worker_threads';
import type { Db } from '#core/db/connection.ts';
import { LOG_WRITER_LIMITS } from '#core/policy/heap-limits.ts';
import { siblingModule } from '#core/base/sibling-module.ts';
import { insertRequestLogRows, pruneRequestLog } from '#core/db/request-log-repo.ts';
import { logRowOf, type SeenRequest } from './log-entry.ts';
import type { Logger } from '#core/base/logger.ts';
import type { LogWriterData, LogWriterReply, LogWriterRequest } from './log-writer-worker.ts';
import { cancelStart, createStartGate } from './start-gate.ts';

export interface Retention {
  maxEntries: number;
  oldestAtMs: number;
}

/** Turns seen requests into log rows and writes them in batches; `settle` returns once everything handed over is written. */
export interface LogWriter {
  write(requests: SeenRequest[], prune?: Retention): void;
  settle(): void;
  /** Writes what it was handed, then ends; resolves once the writer thread (if any) has ended. */
  close(): Promise<void>;
}

/** Starts the writer thread; the Electron shell passes a factory for its bundled worker. */
export type LogWriterFactory = (data: LogWriterData) => Worker;

const defaultFactory: LogWriterFactory = (workerData) =>
  new Worker(siblingModule('log-writer-worker', import.meta.url), { workerData, resourceLimits: LOG_WRITER_LIMITS });

/** Beyond this many rows handed over and not yet written, `write` waits for the thread (memory stays bounded). */
const MAX_ROWS_IN_FLIGHT = 5_000;
/** A synchronous wait gives up after this long (the thread is stuck or gone); what it had is lost, as in a crash. */
const SETTLE_TIMEOUT_MS = 10_000;
/** How long `close` waits for the thread to end by itself before it is stopped (it is stuck). */
const CLOSE_TIMEOUT_MS = 10_000;

interface Deps {
  db: Db;
  logger: Logger;
  /** Called with the id of the last row of each written batch. */
  onWritten(lastId: number): void;
}

/** In the server's own connection, on the event loop (used when the writer thread cannot run). */
export function createInlineLogWriter({ db, logger, onWritten }: Deps): LogWriter {
  return {
    write(requests, prune) {
      if (!db.open) return;
      try {
        const lastId = requests.length > 0 ? insertRequestLogRows(db, requests.map(logRowOf)) : undefined;
        if (prune) pruneRequestLog(db, prune.maxEntries, prune.oldestAtMs);
        if (lastId !== undefined) onWritten(lastId);
      } catch (error) {
        logger.error('Writing the request log failed', error);
      }
    },
    settle() {},
    close: async () => {},
  };
}

/**
 * On a worker thread with its own connection to the same file. Batches are handed
 * over in order and written in order. Until the thread says it is ready, batches
 * wait here, and `settle` writes them inline: a wait on the main thread must never
 * be for a thread still starting (its start can need this thread). A thread that
 * stops is replaced by the inline writer (the batches it had are lost, as in a crash).
 */
export function createThreadLogWriter(deps: Deps & { file: string; factory?: LogWriterFactory }): LogWriter {
  const { logger, onWritten } = deps;
  const inline = createInlineLogWriter(deps);
  const written = new Int32Array(new SharedArrayBuffer(4));
  const inFlight: { seq: number; rows: number }[] = [];
  let waiting: { requests: SeenRequest[]; prune?: Retention }[] = [];
  let seq = 0;
  let ready = false;
  let fallback: LogWriter | undefined;
  let closed = false;

  const post = (requests: SeenRequest[], prune?: Retention) => {
    seq += 1;
    inFlight.push({ seq, rows: requests.length });
    worker.postMessage({ kind: 'write', seq, requests, prune } satisfies LogWriterRequest);
  };
  const writeWaitingInline = () => {
    const batches = waiting;
    waiting = [];
    for (const batch of batches) inline.write(batch.requests, batch.prune);
  };

  const startGate = createStartGate();
  const worker = (deps.factory ?? defaultFactory)({ file: deps.file, written: written.buffer as SharedArrayBuffer, startGate });
  worker.unref();
  worker.on('message', (reply: LogWriterReply) => {
    if ('ready' in reply) {
      if (closed || fallback) return;
      ready = true;
      const batches = waiting;
      waiting = [];
      for (const batch of batches) post(batch.requests, batch.prune);
    } else if (reply.error !== undefined) logger.error('Writing the request log failed', new Error(reply.error));
    else if (reply.lastId !== undefined) onWritten(reply.lastId);
  });
  const stopped = (why: unknown) => {
    if (closed || fallback) return;
    logger.error('The request log writer stopped; writing on the main thread from now on', why);
    fallback = inline;
    writeWaitingInline();
    Atomics.store(written, 0, seq); // nothing more will come from it: no one waits for it
  };
  worker.on('error', stopped);
  const ended = new Promise<void>((resolveEnded) =>
    worker.on('exit', (code) => {
      stopped(new Error(`exit code ${code}`));
      resolveEnded();
    }),
  );

  const rowsInFlight = () => {
    const done = Atomics.load(written, 0);
    while (inFlight.length > 0 && inFlight[0]!.seq <= done) inFlight.shift();
    return inFlight.reduce((sum, batch) => sum + batch.rows, 0) + waiting.reduce((sum, batch) => sum + batch.requests.length, 0);
  };

  const settle = () => {
    if (!ready) return writeWaitingInline();
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    for (let done = Atomics.load(written, 0); done < seq && !fallback; done = Atomics.load(written, 0)) {
      const left = deadline - performance.now();
      if (left <= 0) {
        logger.error('The request log writer did not answer in time', new Error(`batch ${done} of ${seq} written`));
        return;
      }
      Atomics.wait(written, 0, done, left);
    }
  };

  return {
    write(requests, prune) {
      if (closed) return;
      if (fallback) return fallback.write(requests, prune);
      if (rowsInFlight() + requests.length > MAX_ROWS_IN_FLIGHT) settle();
      if (ready) post(requests, prune);
      else waiting.push({ requests, prune });
    },
    settle,
    // Stopped from outside only before it begins to load SQLite's native module (start-gate.ts);
    // after that, asked to end (a thread not yet listening gets the message when it is).
    async close() {
      if (closed) return ended;
      settle();
      closed = true;
      if (fallback) return ended;
      if (!ready && cancelStart(startGate)) {
        void worker.terminate(); // no need to wait: it cannot load the module any more
        return;
      }
      worker.postMessage({ kind: 'close' } satisfies LogWriterRequest);
      worker.ref(); // the process waits for it (exiting would stop it from outside)
      const stuck = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      stuck.unref();
      await ended;
      clearTimeout(stuck);
    },
  };
}
