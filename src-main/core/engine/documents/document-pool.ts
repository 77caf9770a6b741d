import type { ComposeCardJob, ComposedCard } from '../card-composer/compose-card.ts';
import type { KeptParts, PagePixels } from '../card-composer/page-pixels.ts';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RENDER_WORKER_LIMITS } from '#core/policy/heap-limits.ts';
import { siblingModule } from '#core/base/sibling-module.ts';
import type { HandwritingPngRequest } from '../handwriting/index.ts';
import type { DocumentInput, EnvelopeInput, RenderedFile } from './recipient-documents.ts';
import type { HandwritingBlockRequest, WrittenBlock } from '../handwriting/write-block.ts';
import type { WorkerRequest, WorkerResult } from './render-worker.ts';
import type { HandJob, HandJobResult } from '../own-hand/hand-jobs.ts';
import { isOwnHandKey, type OwnHandFont } from '../handwriting/own-hand-keys.ts';

/** Renders recipient documents and handwriting off the event loop. */
export interface DocumentEngine {
  documents(input: DocumentInput): Promise<RenderedFile[]>;
  envelope(input: EnvelopeInput): Promise<RenderedFile[]>;
  /** A campaign card of an HTML-sided design composed over the browser's pages (docs/html-rendering.md), off the event loop. */
  composeCard(job: ComposeCardJob): Promise<ComposedCard>;
  /** A card's page without ink read for the event loop to keep once for every worker, with the parts it does not keep yet (card-composer/backdrop-cache.ts). */
  pagePixels(png: Uint8Array, kept: KeptParts): Promise<PagePixels>;
  /** Handwritten blocks of HTML sides (designs), written off the event loop. */
  handwritingBlocks(blocks: readonly HandwritingBlockRequest[]): Promise<WrittenBlock[]>;
  /** POST /api/generate/png's image. */
  handwritingPng(request: HandwritingPngRequest, seed: string): Promise<Uint8Array>;
  /**
   * Where the fonts of own hands come from (a core's database): a worker is handed a hand's
   * font before its first request that writes with it. Returns the way to stop asking it (a
   * pool shared by several cores, as in the tests, asks each; engine keys are unique).
   */
  addHandSource(source: (key: string) => OwnHandFont | undefined): () => void;
  /** Reads scans into a hand, or rebuilds one (own-hand/hand-jobs.ts), off the event loop. */
  handJob(job: HandJob): Promise<HandJobResult>;
  /** Starts a worker and loads the default hand, ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a render worker. The default runs render-worker.ts beside this module (the
 * source, or render-worker.js in the built server); the Electron shell passes a factory
 * for its bundled worker.
 */
export type WorkerFactory = () => Worker;

/** Bytes arrive as Uint8Arrays of their own (structured clone): no second copy. */
function files(result: WorkerResult): RenderedFile[] {
  return result as RenderedFile[];
}

/**
 * After this long with nothing to render, the pool gives back what a burst of work took: the
 * workers beyond the first stop (each holds its own heap, fonts and canvas pools, about 30-60
 * MB), the first collects its garbage, and `onIdle` runs (the server collects the event loop's).
 */
export const IDLE_RELEASE_MS = 30_000;

export interface DocumentPoolOptions {
  size?: number;
  workerFactory?: WorkerFactory;
  idleReleaseMs?: number;
  onIdle?: () => void;
}

// The workers draw every letter as a path from our own font files and never ask Skia for a typeface, so
// @napi-rs/canvas is told not to scan the system's fonts as it loads (about 0.1 s a worker on a
// desktop with fonts installed); what a worker draws cannot depend on the machine's fonts either.
const defaultFactory: WorkerFactory = () => new Worker(siblingModule('render-worker', import.meta.url), { resourceLimits: RENDER_WORKER_LIMITS, env: { ...process.env, DISABLE_SYSTEM_FONTS_LOAD: '1' } });

interface Pending {
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Own hands this worker was handed (by engine key). */
  hands: Set<string>;
}

/** The own hands a request writes with (engine keys). */
function handKeysOf(request: { kind: string; input?: unknown }): string[] {
  if (request.kind === 'png') return [(request.input as { request: HandwritingPngRequest }).request.fontFamily ?? ''].filter(isOwnHandKey);
  if (request.kind === 'handwriting-blocks') return [...new Set((request.input as readonly HandwritingBlockRequest[]).map((b) => b.font))].filter(isOwnHandKey);
  if (request.kind === 'compose-card') return [...new Set((request.input as ComposeCardJob).sides.flatMap((side) => side.blocks.map((b) => b.request.font)))].filter(isOwnHandKey);
  return [];
}

/**
 * A pool of worker threads for recipient documents: a request goes to an idle
 * worker, else to a new one while the pool has room, else to the least busy; a
 * worker that dies fails its requests (the job queue retries them) and is
 * replaced on the next request.
 */
export function createDocumentPool(options: DocumentPoolOptions = {}): DocumentEngine {
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism()));
  const factory = options.workerFactory ?? defaultFactory;
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 1;
  let closed = false;
  let idleTimer: NodeJS.Timeout | undefined;
  const busy = () => slots.some((slot) => slot !== undefined && slot.pending.size > 0);

  /** Gives back what the last burst took (IDLE_RELEASE_MS): one worker stays, its garbage collected. */
  function release(): void {
    idleTimer = undefined;
    if (closed || busy()) return;
    const kept = slots.find((slot) => slot !== undefined);
    slots.forEach((slot, index) => {
      if (!slot || slot === kept) return;
      slots[index] = undefined;
      void slot.worker.terminate();
    });
    kept?.worker.postMessage({ kind: 'release', id: nextId++ });
    options.onIdle?.();
  }

  /** Counts the idle time from the last answer; a request stops it. */
  function idleFromNow(): void {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (closed || busy()) return;
    idleTimer = setTimeout(release, options.idleReleaseMs ?? IDLE_RELEASE_MS);
    idleTimer.unref();
  }
  const handSources = new Set<(key: string) => OwnHandFont | undefined>();
  const handFont = (key: string): OwnHandFont | undefined => {
    for (const source of handSources) {
      const font = source(key);
      if (font) return font;
    }
    return undefined;
  };

  function start(index: number): Slot {
    const worker = factory();
    const slot: Slot = { worker, pending: new Map(), hands: new Set() };
    worker.on('message', (message: { id: number; result?: WorkerResult; error?: string }) => {
      const waiting = slot.pending.get(message.id);
      if (!waiting) return;
      slot.pending.delete(message.id);
      if (slot.pending.size === 0) {
        worker.unref(); // an idle pool never keeps the process alive
        idleFromNow();
      }
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result ?? []);
    });
    const fail = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The render worker stopped (exit code ${code})`)));
    worker.unref();
    slots[index] = slot;
    return slot;
  }

  /** An idle worker; else a new one while the pool has room (requests overlap); else the least busy. */
  function pick(): Slot {
    const started = slots.filter((slot): slot is Slot => slot !== undefined);
    const idle = started.find((slot) => slot.pending.size === 0);
    if (idle) return idle;
    const free = slots.indexOf(undefined);
    if (free >= 0) return start(free);
    return started.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  function run(request: WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never): Promise<WorkerResult> {
    if (closed) return Promise.reject(new Error('The document renderer is closed'));
    return runOn(pick(), request);
  }

  function runOn(slot: Slot, request: WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never): Promise<WorkerResult> {
    // A worker gets an own hand's font before its first request that writes with it (messages keep their order).
    for (const key of handKeysOf(request)) {
      if (slot.hands.has(key)) continue;
      const font = handFont(key);
      if (!font) return Promise.reject(new Error(`The hand ${key} is not stored`));
      slot.worker.postMessage({ kind: 'own-hand', input: font, id: nextId++ });
      slot.hands.add(key);
    }
    const id = nextId++;
    clearTimeout(idleTimer);
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.ref();
      slot.worker.postMessage({ ...request, id });
    });
  }

  return {
    documents: async (input) => files(await run({ kind: 'documents', input })),
    envelope: async (input) => files(await run({ kind: 'envelope', input })),
    handwritingBlocks: async (blocks) => (await run({ kind: 'handwriting-blocks', input: blocks })) as WrittenBlock[],
    handwritingPng: async (request, seed) => {
      const [file] = files(await run({ kind: 'png', input: { request, seed } }));
      if (!file) throw new Error('The render worker answered no image');
      return file.bytes;
    },
    addHandSource(source) {
      handSources.add(source);
      return () => handSources.delete(source);
    },
    handJob: async (job) => (await run({ kind: 'hand-job', input: job })) as HandJobResult,
    composeCard: async (job) => (await run({ kind: 'compose-card', input: job })) as ComposedCard,
    pagePixels: async (png, kept) => (await run({ kind: 'page-pixels', input: { png, kept } })) as PagePixels,
    // One worker at rest: the others start when requests overlap (a render backlog), so an
    // idle server holds one worker's heap and fonts, not `size` of them (about 30 MB each).
    async warmUp() {
      await runOn(slots[0] ?? start(0), { kind: 'warm-up' });
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    },
  };
}
