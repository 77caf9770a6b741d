import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#core/db/connection.ts';
import { attachedRequestLogFile } from '#core/db/request-log-file.ts';
import { silentLogger } from '#core/base/logger.ts';
import { tempDir } from '#core/test-support/test-core.ts';
import type { SeenRequest } from './log-entry.ts';
import { createThreadLogWriter, type LogWriterFactory } from './log-writer.ts';
import { beginOpening } from './start-gate.ts';

function seen(n: number, over: Partial<SeenRequest> = {}): SeenRequest {
  return {
    atMs: Date.UTC(2026, 0, 1) + n,
    method: 'POST',
    pathname: '/api/campaigns',
    search: '',
    route: 'campaignsCreate',
    status: 201,
    durationMs: 3,
    source: 'client',
    keyId: 'key_1',
    keyKind: 'customer',
    teamId: 'team_1',
    requestHeaders: ['x-api-key', 'ink_ck_secretsecretsecret0123', 'content-type', 'application/json'],
    requestType: 'application/json',
    requestText: JSON.stringify({ name: `Campaign ${n}`, apiKey: 'ink_ck_secretsecretsecret0123' }),
    requestWholeBytes: null,
    requestBytes: null,
    responseHeaders: ['content-type', 'application/json'],
    responseType: 'application/json',
    responseText: JSON.stringify({ id: `c_${n}` }),
    responseWholeBytes: null,
    responseBytes: null,
    faultId: null,
    replayOf: null,
    capBytes: 8192,
    ...over,
  };
}

function database() {
  const file = join(tempDir(), 'inkpost.sqlite');
  const db = openDatabase(file);
  return db;
}

const rowsOf = (db: ReturnType<typeof database>) => db.prepare('SELECT path, request_headers, request_body, response_body FROM request_log ORDER BY id').all() as { path: string; request_headers: string; request_body: string; response_body: string }[];

describe('the request log writer thread', () => {
  it('writes batches handed over before the thread is ready when asked to settle, without waiting for the thread', async () => {
    const db = database();
    const written: number[] = [];
    const writer = createThreadLogWriter({ db, logger: silentLogger, onWritten: (id) => written.push(id), file: attachedRequestLogFile(db) });
    writer.write([seen(1), seen(2)]);
    const started = performance.now();
    writer.settle();
    expect(performance.now() - started).toBeLessThan(1_000);
    const rows = rowsOf(db);
    expect(rows).toHaveLength(2);
    // Masked like every stored row: the key keeps its kind prefix only.
    expect(rows[0]!.request_headers).not.toContain('secretsecretsecret');
    expect(rows[0]!.request_body).not.toContain('secretsecretsecret');
    expect(written).toEqual([2]);
    await writer.close();
    db.close();
  });

  it('writes on its own connection once ready; settle returns when every batch is stored, in order', async () => {
    const db = database();
    const written: number[] = [];
    const writer = createThreadLogWriter({ db, logger: silentLogger, onWritten: (id) => written.push(id), file: attachedRequestLogFile(db) });
    writer.write([seen(1)]);
    await expect.poll(() => rowsOf(db).length, { timeout: 10_000 }).toBe(1);
    for (let batch = 0; batch < 20; batch++) writer.write(Array.from({ length: 50 }, (_, i) => seen(2 + batch * 50 + i)));
    writer.settle();
    const rows = rowsOf(db);
    expect(rows).toHaveLength(1_001);
    expect(rows.map((row) => JSON.parse(row.response_body).id)).toEqual(Array.from({ length: 1_001 }, (_, i) => `c_${i + 1}`));
    await expect.poll(() => written.at(-1), { timeout: 10_000 }).toBe(1_001);
    await writer.close();
    db.close();
  });

  it("never makes the API's transactions fail: the log commits to its own file while one is open", async () => {
    const db = database();
    const writer = createThreadLogWriter({ db, logger: silentLogger, onWritten: () => {}, file: attachedRequestLogFile(db) });
    writer.write([seen(0)]);
    await expect.poll(() => rowsOf(db).length, { timeout: 10_000 }).toBe(1);
    // A deferred transaction reads, the log commits meanwhile, then the transaction writes:
    // against one file that write fails with SQLITE_BUSY.
    db.transaction(() => {
      db.prepare('SELECT count(*) FROM settings').get();
      writer.write([seen(1)]);
      writer.settle();
      db.prepare("INSERT INTO settings (key, value) VALUES ('probe', '1')").run();
    })();
    expect(rowsOf(db)).toHaveLength(2);
    await writer.close();
    db.close();
  });

  it('keeps at most the retention it is given', async () => {
    const db = database();
    const writer = createThreadLogWriter({ db, logger: silentLogger, onWritten: () => {}, file: attachedRequestLogFile(db) });
    writer.write(Array.from({ length: 30 }, (_, i) => seen(i)), { maxEntries: 10, oldestAtMs: 0 });
    writer.settle();
    expect(rowsOf(db)).toHaveLength(10);
    await writer.close();
    db.close();
  });

  // A thread stopped from outside while it loads SQLite's native module aborts the whole process.
  /** A writer on the real thread, with the thread, its start gate, and whether it came online and how it exited. */
  function watchedWriter(db: ReturnType<typeof database>) {
    let thread: Worker | undefined;
    let gate: SharedArrayBuffer | undefined;
    const factory: LogWriterFactory = (workerData) => {
      gate = workerData.startGate;
      return (thread = new Worker(new URL('./log-writer-worker.ts', import.meta.url), { workerData }));
    };
    const writer = createThreadLogWriter({ db, logger: silentLogger, onWritten: () => {}, file: attachedRequestLogFile(db), factory });
    let online = false;
    thread!.once('online', () => (online = true));
    const exitCode = new Promise<number>((resolveExit) => thread!.once('exit', resolveExit));
    return { writer, gate: gate!, ended: async () => ({ online, exitCode: await exitCode }) };
  }

  it('closed before its thread begins to load SQLite, stops the thread, which never will', async () => {
    const db = database();
    const { writer, gate, ended } = watchedWriter(db);
    await writer.close();
    await ended();
    expect(beginOpening(gate)).toBe(false);
    db.close();
  });

  it('closed once its thread has begun to load SQLite, lets the thread open its connection and end by itself', async () => {
    const db = database();
    const { writer, gate, ended } = watchedWriter(db);
    // Blocks this thread until the writer's gate leaves its first state (0): the writer cannot have said it is ready.
    Atomics.wait(new Int32Array(gate), 0, 0, 10_000);
    await writer.close();
    // it ran, and ended by itself (a thread stopped from outside exits with 1)
    expect(await ended()).toEqual({ online: true, exitCode: 0 });
    db.close();
  });
});
