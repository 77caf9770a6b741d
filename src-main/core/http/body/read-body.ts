import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { BODY_TIMEOUT_SECONDS, MIN_BODY_BYTES_PER_SECOND } from '#shared/contract/define.ts';
import type { AppEnv } from '../env.ts';

/** A body gets this long to arrive, and a second more for every MIN_BODY_BYTES_PER_SECOND that came (a 512 MB state file may take 2 hours at that rate). */
export const BODY_TIMEOUT_MS = BODY_TIMEOUT_SECONDS * 1000;

export interface BodyLimits {
  /** The most bytes taken. */
  maxBytes: number;
  /** See BODY_TIMEOUT_MS. */
  timeoutMs: number;
}

export type BodyOutcome = { ok: true; bytes: number } | { ok: false; reason: 'too-large' | 'timeout' | 'aborted'; bytes: number };

/**
 * Reads a request's body chunk by chunk into `sink`, which keeps what it needs
 * (an array, a file). It stops at the first byte over `maxBytes`, and when the
 * body stops arriving (a slow client trickling bytes is cut too: the body must
 * keep up MIN_BODY_BYTES_PER_SECOND after the first BODY_TIMEOUT_MS). What is left
 * unread stays on the connection, which is closed after the answer
 * (see unread-body.ts).
 */
export function readRequestBody(c: Context<AppEnv>, limits: BodyLimits, sink: (chunk: Uint8Array) => void): Promise<BodyOutcome> {
  const incoming = c.env?.incoming;
  return incoming ? readIncoming(incoming, limits, sink) : readStream(c.req.raw.body, limits, sink);
}

function readIncoming(incoming: IncomingMessage, limits: BodyLimits, sink: (chunk: Uint8Array) => void): Promise<BodyOutcome> {
  if (incoming.readableEnded) return Promise.resolve({ ok: true, bytes: 0 });
  if (incoming.destroyed) return Promise.resolve({ ok: false, reason: 'aborted', bytes: 0 });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytes = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: BodyOutcome | Error) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      if (outcome instanceof Error) return reject(outcome);
      if (!outcome.ok) incoming.pause(); // the rest waits on the socket, unread
      resolve(outcome);
    };
    const watch = () => {
      const left = started + limits.timeoutMs + (bytes / MIN_BODY_BYTES_PER_SECOND) * 1000 - performance.now();
      if (left <= 0) return finish({ ok: false, reason: 'timeout', bytes });
      timer = setTimeout(watch, left);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) return finish({ ok: false, reason: 'too-large', bytes });
      try {
        sink(chunk);
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const onEnd = () => finish({ ok: true, bytes });
    const onAbort = () => finish({ ok: false, reason: 'aborted', bytes });
    incoming.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
    watch();
  });
}

/** A request made in-process (tests, a replay from the request log): its body is already in memory, so only the size is checked. */
async function readStream(body: ReadableStream<Uint8Array> | null, limits: BodyLimits, sink: (chunk: Uint8Array) => void): Promise<BodyOutcome> {
  if (!body) return { ok: true, bytes: 0 };
  const reader = body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: true, bytes };
    bytes += value.byteLength;
    if (bytes > limits.maxBytes) {
      reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large', bytes };
    }
    sink(value);
  }
}
