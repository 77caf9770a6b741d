import { Worker } from 'node:worker_threads';
import { addressLines } from '#shared/address/format-address.ts';
import { describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { templatePageSchema } from '#shared/schemas/templates.ts';
import { defaultTemplatePages } from '#core/domain/default-template.ts';
import { pngSize } from '#core/test-support/png.ts';
import { createDocumentPool } from './document-pool.ts';
import { readPagePixels } from '../card-composer/page-pixels.ts';
import type { DocumentInput } from './recipient-documents.ts';

const product = productByKey('a6_postcard')!;
const input = (name: string): DocumentInput => ({
  product,
  pages: defaultTemplatePages(product).map((p) => templatePageSchema.parse(p)),
  fields: { firstName: name },
  recipientAddress: addressLines({ name: `${name} Lovelace`, address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' }),
  returnAddress: null,
  includeEnvelope: false,
  stampOnEnvelope: false,
  seed: name,
});

// A worker that answers a warm-up at once and holds every other request until the test lets go.
const HELD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const gate = new Int32Array(workerData);
parentPort.on('message', async (request) => {
  if (request.kind === 'release') return parentPort.postMessage({ id: request.id, released: true });
  if (request.kind !== 'warm-up') await Atomics.waitAsync(gate, 0, 0).value;
  parentPort.postMessage({ id: request.id, result: [{ type: 'note', format: 'preview', bytes: new Uint8Array([1]) }] });
});`;

describe('createDocumentPool', () => {
  it('hands each card its files from a render worker, the blank side shared by every card intact', async () => {
    const pool = createDocumentPool({ size: 1 });
    try {
      const [ada, grace] = [await pool.documents(input('Ada')), await pool.documents(input('Grace'))];
      for (const files of [ada, grace]) {
        expect(files.map((f) => [f.format, f.page])).toEqual([['pdf', undefined], ['preview', 1], ['preview', 2]]);
        expect(Buffer.from(files[0]!.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        for (const preview of files.slice(1)) expect(pngSize(Buffer.from(preview.bytes))).toEqual({ width: 1748, height: 1240 });
      }
      // the blank front is painted once in the worker and copied to each card; the written back is each card's own
      expect(Buffer.from(grace[1]!.bytes).equals(Buffer.from(ada[1]!.bytes))).toBe(true);
      expect(Buffer.from(grace[2]!.bytes).equals(Buffer.from(ada[2]!.bytes))).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it("reads a card's page in a render worker for the event loop to keep, as it reads in this thread", async () => {
    const pool = createDocumentPool({ size: 1 });
    try {
      const [, blank] = await pool.documents(input('Ada'));
      const png = new Uint8Array(new SharedArrayBuffer(blank!.bytes.byteLength));
      png.set(blank!.bytes);
      const pixels = await pool.pagePixels(png, { rows: new Set(), stripes: new Set() });
      const here = readPagePixels(png);
      expect([pixels.width, pixels.height, pixels.channels]).toEqual([1748, 1240, 3]);
      expect(pixels.rowKeys).toEqual(here.rowKeys);
      expect(Buffer.from(pixels.raw).equals(Buffer.from(here.raw))).toBe(true);
      expect(Buffer.from(pixels.filtered).equals(Buffer.from(here.filtered))).toBe(true);
      expect([...pixels.adlers]).toEqual([...here.adlers]);
      expect(pixels.stripes.map((s) => Buffer.from(s!.bytes).toString('base64'))).toEqual(here.stripes.map((s) => Buffer.from(s!.bytes).toString('base64')));
    } finally {
      await pool.close();
    }
  });
});

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

  it('gives back what a burst took once nothing has been rendered for a while: the workers beyond the first stop, the first collects its garbage', async () => {
    const gate = new SharedArrayBuffer(4);
    const started: Worker[] = [];
    const exited = new Set<Worker>();
    const released = new Set<Worker>();
    let idle!: () => void;
    const wentIdle = new Promise<void>((resolve) => (idle = resolve));
    const pool = createDocumentPool({
      size: 2,
      idleReleaseMs: 50,
      onIdle: () => idle(),
      workerFactory: () => {
        const worker = new Worker(HELD_WORKER, { eval: true, workerData: gate });
        worker.on('exit', () => exited.add(worker));
        worker.on('message', (message: { released?: true }) => message.released && released.add(worker));
        return started[started.push(worker) - 1]!;
      },
    });
    try {
      await pool.warmUp();
      const burst = [pool.handwritingPng({} as never, 'a'), pool.handwritingPng({} as never, 'b')];
      expect(started).toHaveLength(2);
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
      await Promise.all(burst);
      await wentIdle;
      await expect.poll(() => [exited.has(started[1]!), released.has(started[0]!)]).toEqual([true, true]);
      expect(exited.has(started[0]!)).toBe(false);
      expect(await pool.handwritingPng({} as never, 'c')).toEqual(new Uint8Array([1])); // the first worker takes the next card
      expect(started).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });
});
