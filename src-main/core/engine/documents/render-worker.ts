// A worker thread that renders recipient documents, so that the CPU-heavy
// handwriting layout and painting never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { DEFAULT_FONT_FAMILY } from '#shared/handwriting.ts';
import { type HandwritingPngRequest, type OwnHandFont, preloadFamilies, registerOwnHand, renderHandwritingPng } from '../handwriting/index.ts';
import { garbageMakingReads } from '#core/base/garbage-made.ts';
import type { HandJob, HandJobResult } from '../own-hand/hand-jobs.ts';
import { type HandwritingBlockRequest, type WrittenBlock, writeHandwritingBlock } from '../handwriting/write-block.ts';
import { collectGarbage } from '#core/policy/heap-limits.ts';
import { CollectionSchedule } from './collection-schedule.ts';
import { lowerThreadPriority } from '#core/base/thread-priority.ts';
import { type DocumentInput, type EnvelopeInput, renderEnvelope, renderRecipientDocuments, type RenderedFile } from './recipient-documents.ts';
import { isSharedBytes } from './sheet.ts';
import type { ComposeCardJob, ComposedCard } from '../card-composer/compose-card.ts';
import type { KeptParts, PagePixels } from '../card-composer/page-pixels.ts';

export type WorkerRequest =
  | { id: number; kind: 'documents'; input: DocumentInput }
  | { id: number; kind: 'envelope'; input: EnvelopeInput }
  | { id: number; kind: 'png'; input: { request: HandwritingPngRequest; seed: string } }
  | { id: number; kind: 'handwriting-blocks'; input: readonly HandwritingBlockRequest[] }
  | { id: number; kind: 'warm-up' }
  | { id: number; kind: 'release' }
  | { id: number; kind: 'own-hand'; input: OwnHandFont }
  | { id: number; kind: 'hand-job'; input: HandJob }
  | { id: number; kind: 'compose-card'; input: ComposeCardJob }
  | { id: number; kind: 'page-pixels'; input: { png: Uint8Array; kept: KeptParts } };

/** What a worker answers: rendered files, written handwriting blocks, a hand job's result or a composed card. */
export type WorkerResult = RenderedFile[] | WrittenBlock[] | HandJobResult | ComposedCard | PagePixels;

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread');
const port = parentPort;

// Renders are background work: API requests on the main thread take the cores first.
lowerThreadPriority();

async function handle(request: WorkerRequest): Promise<WorkerResult> {
  switch (request.kind) {
    case 'documents':
      return renderRecipientDocuments(request.input);
    case 'envelope':
      return renderEnvelope(request.input);
    case 'png':
      return [{ type: 'note', format: 'preview', bytes: await renderHandwritingPng(request.input.request, request.input.seed) }];
    case 'handwriting-blocks':
      return request.input.map(writeHandwritingBlock);
    case 'warm-up':
      // Fonts parse lazily and slowly (outlines, alternates): the default hand (also every
      // hand's fallback) before the first request needs it. The others load when first used:
      // all ten take about 40 MB of heap in each worker.
      preloadFamilies([DEFAULT_FONT_FAMILY]);
      return [];
    case 'release':
      // the pool has been idle a while: give back the garbage of the last burst (where the server runs with --expose-gc)
      collectGarbage();
      return [];
    case 'own-hand':
      // the font of a team's own hand, handed over before the first request that writes with it
      registerOwnHand(request.input);
      return [];
    case 'compose-card':
      // campaign cards of HTML-sided designs (docs/html-rendering.md): loaded on first use
      return (await import('../card-composer/compose-card.ts')).composeCard(request.input);
    case 'page-pixels':
      // a card's page without ink, read here once for every worker (card-composer/backdrop-cache.ts)
      return (await import('../card-composer/page-pixels.ts')).readPagePixels(request.input.png, request.input.kept);
    case 'hand-job':
      // the scan reader and tracer load on first use: most workers never read a scan
      return (await import('../own-hand/hand-jobs.ts')).runHandJob(request.input);
  }
}

/**
 * The files' bytes handed over, not copied: each file's own memory moves to the event loop
 * (a card's files are about 450 KB; a copy is fresh memory to fault in there). Bytes kept
 * here for the next card (a blank side's preview) or sharing memory are copied first.
 */
function handOver(result: WorkerResult): { result: WorkerResult; transfer: ArrayBuffer[] } {
  if (!Array.isArray(result) && 'previews' in result) return { result, transfer: ownBuffers([result.pdf, ...result.previews]) };
  if (!Array.isArray(result) && 'rowKeys' in result) return { result, transfer: ownBuffers([result.rowIndex, result.raw, result.filtered, result.adlers, ...result.stripes.flatMap((s) => (s ? [s.bytes] : []))]) };
  if (!Array.isArray(result) || result.length === 0 || !('bytes' in result[0]!)) return { result, transfer: [] };
  const transfer = new Set<ArrayBuffer>();
  const files = (result as RenderedFile[]).map((file) => {
    const own = ownsBuffer(file.bytes) && !isSharedBytes(file.bytes) && !transfer.has(file.bytes.buffer as ArrayBuffer);
    const bytes = own ? file.bytes : new Uint8Array(file.bytes);
    transfer.add(bytes.buffer as ArrayBuffer);
    return own ? file : { ...file, bytes };
  });
  return { result: files, transfer: [...transfer] };
}

/** Whether the bytes are the whole of an ArrayBuffer (not shared memory, not a slice of a pool): one to transfer. */
function ownsBuffer({ buffer, byteOffset, byteLength }: Uint8Array | Uint32Array): boolean {
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
}

/** The buffers of these bytes that are theirs alone (a composed card's files; a side without ink is the caller's shared page). */
function ownBuffers(list: readonly (Uint8Array | Uint32Array)[]): ArrayBuffer[] {
  return [...new Set(list.filter(ownsBuffer).map((bytes) => bytes.buffer as ArrayBuffer))];
}

const collections = new CollectionSchedule(performance.now());
let reads = garbageMakingReads();

/** A busy worker's garbage collected, and V8's pool of freed pages given back, as collection-schedule.ts says. */
function collectNowAndThen(): void {
  const madeGarbage = garbageMakingReads() !== reads;
  reads = garbageMakingReads();
  if (!collections.answered(performance.now(), madeGarbage)) return;
  collectGarbage();
  collections.collected(performance.now());
}

port.on('message', (request: WorkerRequest) => {
  const work = handle(request);
  work.then(
    (answer) => {
      const { result, transfer } = handOver(answer);
      port.postMessage({ id: request.id, result }, transfer);
      collectNowAndThen();
    },
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
