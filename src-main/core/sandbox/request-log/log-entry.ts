import { isoMicros } from '#shared/time.ts';
import type { NewRequestLogRow } from '#core/db/request-log-repo.ts';
import { maskBody, maskHeaders, maskText, masksValuesOnly, mayHoldSecretValue } from './mask.ts';

/**
 * What the request-log middleware saw of one request, before masking and
 * truncation: plain data, handed as is to the log's writer thread, which turns
 * it into the stored row (`logRowOf`) off the event loop. A long body that
 * masking leaves as it is comes cut (`bodyForWriter`).
 */
export interface SeenRequest {
  atMs: number;
  method: string;
  pathname: string;
  /** The query string without its "?"; empty when none. */
  search: string;
  route: string | null;
  status: number;
  durationMs: number;
  source: 'client' | 'app';
  keyId: string | null;
  keyKind: 'customer' | 'partner' | 'admin' | null;
  teamId: string | null;
  /** As received: name, value, name, value... (see headerPairs). */
  requestHeaders: string[];
  requestType: string | null;
  /** The body as sent when it is text (null otherwise, or when it could not be read); see `bodyForWriter`. */
  requestText: string | null;
  /** When requestText holds only the beginning of the body: the whole body's bytes. */
  requestWholeBytes: number | null;
  /** Content-Length as declared, for a body not kept as text. */
  requestBytes: number | null;
  responseHeaders: string[];
  responseType: string | null;
  responseText: string | null;
  responseWholeBytes: number | null;
  responseBytes: number | null;
  faultId: string | null;
  replayOf: number | null;
  /** The size cap of each stored body, in bytes. */
  capBytes: number;
}

interface StoredBody {
  text: string | null;
  bytes: number;
  truncated: boolean;
  masked: boolean;
}

/**
 * A body as handed to the writer thread: whole, or only its first cap + 1 characters
 * (at least cap + 1 bytes) when masking leaves it as it is, so that the rest cannot
 * reach the stored body (cut at the cap). A 1,000-recipient post then hands over 8 KB,
 * not its 270 KB and the 400 KB answer. An error answer stays whole (its message and
 * validation tree are read from it).
 */
export function bodyForWriter(text: string | null, type: string | null, cap: number, status = 200): { text: string | null; wholeBytes: number | null } {
  if (text === null || status >= 400 || text.length <= cap + 1 || !masksValuesOnly(text, type) || mayHoldSecretValue(text)) return { text, wholeBytes: null };
  return { text: text.slice(0, cap + 1), wholeBytes: Buffer.byteLength(text) };
}

function storedBody(raw: string | null, wholeBytes: number | null, type: string | null, declaredBytes: number | null, cap: number): StoredBody {
  if (raw === null || raw.length === 0) return { text: null, bytes: raw === null ? (declaredBytes ?? 0) : 0, truncated: false, masked: false };
  const { text, masked } = maskBody(raw, type);
  const truncated = Buffer.byteLength(text) > cap;
  return { text: truncated ? Buffer.from(text).subarray(0, cap).toString('utf8') : text, bytes: wholeBytes ?? Buffer.byteLength(raw), truncated, masked };
}

/**
 * A flat header list as a WHATWG Headers object iterates it: lower-case names in
 * order, a repeated header's values joined with ", " (each Set-Cookie on its own).
 */
export function headerPairs(flat: readonly string[]): [string, string][] {
  const joined = new Map<string, string>();
  const cookies: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const name = flat[i]!.toLowerCase();
    const value = flat[i + 1]!.trim();
    if (name === 'set-cookie') cookies.push(value);
    else joined.set(name, joined.has(name) ? `${joined.get(name)}, ${value}` : value);
  }
  const pairs: [string, string][] = [...joined];
  for (const cookie of cookies) pairs.push(['set-cookie', cookie]);
  return pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** An error body's message, and the `_errors` tree of a 400. */
function failureOf(status: number, raw: string | null): { message: string | null; validation: string | null } {
  if (status < 400 || !raw) return { message: null, validation: null };
  try {
    const body = JSON.parse(raw) as { message?: unknown; data?: unknown };
    const message = typeof body.message === 'string' ? maskText(body.message).text : null;
    const validation = status === 400 && body.data && typeof body.data === 'object' && '_errors' in body.data ? JSON.stringify(body.data) : null;
    return { message, validation };
  } catch {
    return { message: null, validation: null };
  }
}

/** The row stored for a request: secrets masked in the path, query, headers and bodies, each body cut at the cap. */
export function logRowOf(seen: SeenRequest): NewRequestLogRow {
  const request = storedBody(seen.requestText, seen.requestWholeBytes, seen.requestType, seen.requestBytes, seen.capBytes);
  const response = storedBody(seen.responseText, seen.responseWholeBytes, seen.responseType, seen.responseBytes, seen.capBytes);
  const path = maskText(seen.pathname);
  const query = seen.search ? maskText(seen.search) : undefined;
  const { message, validation } = failureOf(seen.status, seen.responseText);
  return {
    at: isoMicros(seen.atMs),
    at_ms: seen.atMs,
    method: seen.method,
    path: path.text,
    query: query?.text ?? null,
    route: seen.route,
    status: seen.status,
    duration_ms: seen.durationMs,
    source: seen.source,
    key_id: seen.keyId,
    key_kind: seen.keyKind,
    team_id: seen.teamId,
    request_headers: JSON.stringify(maskHeaders(headerPairs(seen.requestHeaders)).headers),
    request_type: seen.requestType,
    request_body: request.text,
    request_bytes: request.bytes,
    request_truncated: request.truncated ? 1 : 0,
    request_masked: request.masked || path.masked || query?.masked ? 1 : 0,
    response_headers: JSON.stringify(maskHeaders(headerPairs(seen.responseHeaders)).headers),
    response_type: seen.responseType,
    response_body: response.text,
    response_bytes: response.bytes,
    response_truncated: response.truncated ? 1 : 0,
    message,
    validation,
    fault_id: seen.faultId,
    replay_of: seen.replayOf,
  };
}
