import type { LookupFunction } from 'node:net';
import type { Agent } from 'undici';
import { nonPublicReason } from '../policy/ip-policy.ts';
import { loadUndici } from '../base/lazy-undici.ts';
import { answerLookup } from '../base/pinned-lookup.ts';
import type { HostResolver } from './resolve-host.ts';

export const RESPONSE_SNIPPET_BYTES = 1024;
const MAX_DRAINED_BYTES = 64 * 1024;

export interface HttpAttemptResult {
  statusCode: number | null;
  responseSnippet: string | null;
  error: string | null;
}

/**
 * The connection's own DNS lookup goes through the same rule, so a host cannot
 * pass the pre-send check and then resolve to a private address for the connect
 * (DNS rebinding): the socket connects only to addresses that were checked.
 */
function guardedLookup(resolveHost: HostResolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname)
      .then((addresses) => {
        if (!allowPrivate) {
          const refused = addresses.find((address) => nonPublicReason(address));
          if (refused) throw new Error(`Refused: ${hostname} resolves to a non-public address (${refused})`);
        }
        answerLookup(hostname, addresses, options, callback);
      })
      .catch((error: unknown) => callback(error as NodeJS.ErrnoException, ''));
  };
}

/** A keep-alive connection pool whose connects obey the address rule, made on the first delivery. */
export interface DeliveryAgent {
  agent(): Promise<Agent>;
  close(): Promise<void>;
}

export function createDeliveryAgent(resolveHost: HostResolver, allowPrivate: boolean, timeoutMs: number): DeliveryAgent {
  let made: Promise<Agent> | undefined;
  return {
    agent() {
      made ??= loadUndici().then(
        ({ Agent }) => new Agent({ connect: { timeout: timeoutMs, lookup: guardedLookup(resolveHost, allowPrivate) }, keepAliveTimeout: 4000, connections: 32 }),
      );
      return made;
    },
    async close() {
      if (made) await (await made).close();
    },
  };
}

function describe(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: { message?: string } };
  if (err.name === 'TimeoutError' || err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT' || err.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `Timed out after ${timeoutMs} ms`;
  }
  const message = err.message ?? String(error);
  return err.cause?.message ? `${message}: ${err.cause.message}` : message;
}

async function readSnippet(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (kept < RESPONSE_SNIPPET_BYTES) {
      const part = chunk.subarray(0, RESPONSE_SNIPPET_BYTES - kept);
      chunks.push(part);
      kept += part.length;
    }
    if (read >= MAX_DRAINED_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One POST of a delivery. Redirects are not followed (a 3xx is a failure); the
 * status code decides success even when reading the answer's body then fails.
 */
export async function postDelivery(pool: DeliveryAgent, url: string, headers: Record<string, string>, body: Buffer, timeoutMs: number, stop: AbortSignal): Promise<HttpAttemptResult> {
  let statusCode: number | null = null;
  try {
    const [{ request }, dispatcher] = await Promise.all([loadUndici(), pool.agent()]);
    const response = await request(url, {
      method: 'POST',
      headers,
      body,
      dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.any([stop, AbortSignal.timeout(timeoutMs)]),
    });
    statusCode = response.statusCode;
    return { statusCode, responseSnippet: await readSnippet(response.body), error: null };
  } catch (error) {
    return { statusCode, responseSnippet: null, error: describe(error, timeoutMs) };
  }
}
