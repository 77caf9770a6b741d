import type { MiddlewareHandler } from 'hono';
import { DEFAULT_MAX_BODY_BYTES, type RouteDecl } from '#shared/contract/define.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { requestHead } from '../request-head.ts';
import { type BodyLimits, type BodyOutcome, readRequestBody } from './read-body.ts';

/** The most a route takes (its declaration's `maxBytes`, else 2 MB), and how long its body may take to arrive. */
export function bodyLimitsOf(core: CoreContext, decl: RouteDecl): BodyLimits {
  return { maxBytes: decl.body?.maxBytes ?? DEFAULT_MAX_BODY_BYTES, timeoutMs: core.bodyTimeoutMs };
}

// The connection closes after these answers (body/unread-body.ts): the rest of the body is never read.
const CLOSE = { Connection: 'close' };

export function bodyTooLarge(limits: BodyLimits): HttpError {
  return new HttpError(413, `Request body exceeds ${limits.maxBytes} bytes, the most this route takes`, undefined, CLOSE);
}

/** What answers a body that was not read whole: 413, 408, or 400 when the client went away mid-body (nobody reads that answer). */
export function bodyRefusal(outcome: Exclude<BodyOutcome, { ok: true }>, limits: BodyLimits): HttpError {
  if (outcome.reason === 'too-large') return bodyTooLarge(limits);
  if (outcome.reason === 'timeout') return new HttpError(408, `The request body stopped arriving: it must come within ${Math.round(limits.timeoutMs / 1000)} s and keep coming`, undefined, CLOSE);
  return new HttpError(400, 'The request body was cut short', undefined, CLOSE);
}

const TEXT_BODY = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** The chunks in one array of their own (not a view into Node's shared buffer pool), so its ArrayBuffer is the body exactly. */
function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body of a declared route, read after its credential was checked (so a
 * request nobody is known for is refused without a byte of its body read):
 * a Content-Length over the route's limit is 413 at once; a body sent without
 * one is read up to the limit and no further. The bytes read are what the
 * handler sees (`c.req`) and what the request log keeps. A route that takes no
 * body never reads one. `streamed`: the handler reads the body itself with
 * readRequestBody (a state file goes to disk, not to memory).
 */
export function bodyGate(core: CoreContext, decl: RouteDecl, streamed = false): MiddlewareHandler<AppEnv> {
  const limits = bodyLimitsOf(core, decl);
  return async (c, next) => {
    const head = requestHead(c);
    if (!decl.body || !head.hasBody) return next();
    if (Number(head.header('content-length')) > limits.maxBytes) throw bodyTooLarge(limits);
    if (streamed) return next();
    const chunks: Uint8Array[] = [];
    const outcome = await readRequestBody(c, limits, (chunk) => chunks.push(chunk));
    if (!outcome.ok) throw bodyRefusal(outcome, limits);
    const bytes = joined(chunks, outcome.bytes);
    c.set('requestBody', bytes);
    // What the handler reads (c.req.text(), arrayBuffer(), parseBody()) comes from Hono's body cache.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache['arrayBuffer'] = Promise.resolve(bytes.buffer);
    if (TEXT_BODY.test(head.header('content-type') ?? '')) cache['text'] = Promise.resolve(new TextDecoder().decode(bytes));
    await next();
  };
}
