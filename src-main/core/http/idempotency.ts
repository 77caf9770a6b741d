import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_REPLAYED_HEADER, IDEMPOTENCY_WINDOW_MS } from '#shared/contract/define.ts';
import { isoMicros } from '#shared/time.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { claimKey, keepAnswer, releaseKey, type StoredAnswer } from '#core/db/idempotency-repo.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { textOf, withText } from './response-text.ts';

/** Headers of the connection or of this moment, not of the answer: never given again. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'set-cookie']);

/** The request a key stands for: its method, path with query, and body bytes as read by its route. */
export function requestFingerprint(method: string, pathWithQuery: string, body: Uint8Array): string {
  return createHash('sha256').update(`${method} ${pathWithQuery}\n`).update(body).digest('hex');
}

function fingerprint(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return requestFingerprint(c.req.method, url.pathname + url.search, c.get('requestBody') ?? new Uint8Array());
}

async function answerOf(res: Response): Promise<StoredAnswer> {
  const text = textOf(res);
  const body = text === undefined ? new Uint8Array(await res.clone().arrayBuffer()) : new TextEncoder().encode(text);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body };
}

function replay(c: Context<AppEnv>, answer: StoredAnswer): Response {
  const res = c.body(new Uint8Array(answer.body), answer.status as ContentfulStatusCode, { ...answer.headers, [IDEMPOTENCY_REPLAYED_HEADER]: 'true' });
  return /json/.test(answer.headers['content-type'] ?? '') ? withText(res, new TextDecoder().decode(answer.body)) : res;
}

/**
 * The `Idempotency-Key` of a creating POST (as Stripe and Lob take it, and the IETF's
 * Idempotency-Key draft describes): a team's key, kept 24 hours, stands for one request. The
 * first runs and its answer is kept (any answer under 500; a failure of the server frees the
 * key); the same request again gets that answer again, marked `Idempotent-Replayed: true`,
 * without the work being done twice; another request with the key is 422, and a retry while
 * the first still runs is 409. Runs after the credential and the body are read.
 */
export function idempotency(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
    const teamId = c.get('auth').teamId;
    const nowMs = core.clock.nowMs();
    const claim = claimKey(core.db, teamId, key, fingerprint(c), isoMicros(nowMs), isoMicros(nowMs - IDEMPOTENCY_WINDOW_MS));
    if (claim.kind === 'other-request') throw new HttpError(422, `This ${IDEMPOTENCY_KEY_HEADER} was used with another request (method, path or body) in the last 24 hours; send a new key with a new request`);
    if (claim.kind === 'in-flight') throw new HttpError(409, `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed; retry once it has been answered`);
    if (claim.kind === 'answered') return replay(c, claim.answer);
    let answer: StoredAnswer | undefined;
    try {
      await next();
      if (c.res.status < 500) answer = await answerOf(c.res);
    } finally {
      if (core.db.open) {
        if (answer) keepAnswer(core.db, teamId, key, answer);
        else releaseKey(core.db, teamId, key);
      }
    }
  };
}
