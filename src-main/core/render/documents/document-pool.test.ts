import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createDocumentPool } from './document-pool.ts';

// A worker that answers a warm-up at once and holds every other request until the test lets go.
const HELD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const gate = new Int32Array(workerData);
parentPort.on('message', async (request) => {
  if (request.kind !== 'warm-up') await Atomics.waitAsync(gate, 0, 0).value;
  parentPort.postMessage({ id: request.id, result: [{ type: 'note', format: 'preview', bytes: new Uint8Array([1]) }] });
});`;

describe('the render worker pool', () => {
  it('keeps one worker at rest and starts another only when requests overlap', async () => {
    const gate = new SharedArrayBuffer(4);
    const started: Worker[] = [];
    const pool = createDocumentPool({ size: 2, workerFactory: () => started[started.push(new Worker(HELD_WORKER, { eval: true, workerData: gate })) - 1]! });
    try {
      await pool.warmUp();
      expect(started).toHaveLength(1);
      const first = pool.handwritingPng({} as never, 'a'); // the warm worker takes it
      expect(started).toHaveLength(1);
      const second = pool.handwritingPng({} as never, 'b'); // it is busy: a second worker starts
      expect(started).toHaveLength(2);
      const third = pool.handwritingPng({} as never, 'c'); // the pool is full: it queues on one of them
      expect(started).toHaveLength(2);
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
      expect(await Promise.all([first, second, third])).toEqual([new Uint8Array([1]), new Uint8Array([1]), new Uint8Array([1])]);
      await pool.handwritingPng({} as never, 'd'); // idle again: no new worker
      expect(started).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });
});
