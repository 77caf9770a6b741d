// A worker thread that renders recipient documents, so that the CPU-heavy
// handwriting layout and painting never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { DEFAULT_FONT_FAMILY } from '#shared/handwriting.ts';
import { type HandwritingPngRequest, type OwnHandFont, preloadFamilies, registerOwnHand, renderHandwritingPng } from '../handwriting/index.ts';
import type { HandJob, HandJobResult } from '../own-hand/hand-jobs.ts';
import { type HandwritingBlockRequest, type WrittenBlock, writeHandwritingBlock } from '../handwriting/write-block.ts';
import { lowerThreadPriority } from '#core/thread-priority.ts';
import { type DocumentInput, type EnvelopeInput, renderEnvelope, renderRecipientDocuments, type RenderedFile } from './recipient-documents.ts';

export type WorkerRequest =
  | { id: number; kind: 'documents'; input: DocumentInput }
  | { id: number; kind: 'envelope'; input: EnvelopeInput }
  | { id: number; kind: 'png'; input: { request: HandwritingPngRequest; seed: string } }
  | { id: number; kind: 'handwriting-blocks'; input: readonly HandwritingBlockRequest[] }
  | { id: number; kind: 'warm-up' }
  | { id: number; kind: 'own-hand'; input: OwnHandFont }
  | { id: number; kind: 'hand-job'; input: HandJob };

/** What a worker answers: rendered files, or written handwriting blocks. */
export type WorkerResult = RenderedFile[] | WrittenBlock[] | HandJobResult;

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
    case 'own-hand':
      // the font of a team's own hand, handed over before the first request that writes with it
      registerOwnHand(request.input);
      return [];
    case 'hand-job':
      // the scan reader and tracer load on first use: most workers never read a scan
      return (await import('../own-hand/hand-jobs.ts')).runHandJob(request.input);
  }
}

port.on('message', (request: WorkerRequest) => {
  const work = handle(request);
  work.then(
    (result) => port.postMessage({ id: request.id, result }),
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
