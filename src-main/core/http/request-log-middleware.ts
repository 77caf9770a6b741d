import type { Context, MiddlewareHandler } from 'hono';
import { CONTRACT, routeFor, type RouteName } from '../../../src-shared/contract/index.ts';
import { isoMicros } from '../../../src-shared/time.ts';
import type { CoreContext } from '../context.ts';
import type { NewRequestLogRow } from '../db/request-log-repo.ts';
import { maskBody, maskHeaders, maskText } from '../sandbox/request-log/mask.ts';
import type { AppEnv } from './env.ts';
import { textOf } from './response-text.ts';

/** Console routes, the event stream and the app's own UI routes stay out of the log, so the console does not flood itself. */
const NOT_LOGGED: ReadonlySet<RouteName> = new Set<RouteName>([
  'sandboxEvents',
  'requestLogList',
  'requestLogEntry',
  'requestLogClear',
  'requestLogGetSettings',
  'requestLogPatchSettings',
  'requestLogReplay',
  'apiReferenceAsset',
  'uiBootstrap',
  'htmlPreview',
  'signedFile',
]);

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|problem\+json)|text\/(?!event-stream))/i;

/** The route a request is logged under: a declared route not excluded, or null for an unknown /api or /_sandbox path; undefined when not logged. */
function loggedRoute(method: string, pathname: string): RouteName | null | undefined {
  if (method === 'OPTIONS') return undefined;
  const found = routeFor(method, pathname);
  if (found) return NOT_LOGGED.has(found.name) ? undefined : found.name;
  return pathname.startsWith('/api/') || pathname.startsWith('/_sandbox/') ? null : undefined;
}

interface CapturedBody {
  text: string | null;
  bytes: number;
  truncated: boolean;
  masked: boolean;
  /** The whole unmasked text, only to read an error's message and validation tree. */
  raw: string | null;
}

async function captureBody(read: () => Promise<string>, contentType: string | null, declaredBytes: number | null, cap: number): Promise<CapturedBody> {
  const none = { text: null, bytes: declaredBytes ?? 0, truncated: false, masked: false, raw: null };
  if (!contentType || !TEXT_TYPES.test(contentType)) return none;
  let raw: string;
  try {
    raw = await read();
  } catch {
    return none;
  }
  const bytes = Buffer.byteLength(raw);
  if (bytes === 0) return { ...none, bytes: 0 };
  const { text, masked } = maskBody(raw, contentType);
  const truncated = Buffer.byteLength(text) > cap;
  return { text: truncated ? Buffer.from(text).subarray(0, cap).toString('utf8') : text, bytes, truncated, masked, raw };
}

const readClone = (copy: Response) => () => copy.text();

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

/** The key's id and kind (never the key), and the team the request concerns. */
function whoOf(c: Context<AppEnv>, route: RouteName | null, status: number): Pick<NewRequestLogRow, 'key_id' | 'key_kind' | 'team_id'> {
  const auth = c.get('auth');
  if (auth) return { key_id: auth.keyId, key_kind: auth.kind, team_id: auth.teamId };
  const teamParam = /^\/_sandbox\/teams\/([^/]+)/.exec(new URL(c.req.url).pathname)?.[1] ?? null;
  const admin = route !== null && CONTRACT[route].auth === 'admin' && status !== 401;
  return { key_id: null, key_kind: admin ? 'admin' : null, team_id: teamParam ? decodeURIComponent(teamParam) : null };
}

/**
 * Records every request to /api, /_sandbox, tracked codes and hosted pages:
 * method, path, status, timing, the key's id and kind, and both bodies up to the
 * cap with secrets masked. The response goes out at once; the bodies are read
 * and the entry is buffered after it (the recorder writes in batches).
 */
export function requestLogMiddleware(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const recorder = core.requestLog;
    const url = new URL(c.req.url);
    const route = recorder.config().enabled ? loggedRoute(c.req.method, url.pathname) : undefined;
    if (route === undefined) return next();
    const startedAt = core.clock.nowMs();
    const started = performance.now();
    await next();
    const durationMs = Math.round((performance.now() - started) * 100) / 100;
    const res = c.res;
    const responseType = res.headers.get('content-type');
    const streaming = (responseType ?? '').startsWith('text/event-stream');
    const built = textOf(res);
    // The text the app built the response from, else a copy (a clone costs the server its fast path).
    const responseCopy = streaming || !responseType || !TEXT_TYPES.test(responseType) ? undefined : built !== undefined ? () => Promise.resolve(built) : readClone(res.clone());
    const requestType = c.req.header('content-type') ?? null;
    const length = (value: string | null | undefined) => (value ? Number(value) : null);
    const requestBytes = length(c.req.header('content-length'));
    const capture = async () => {
      const cap = recorder.config().bodyCapBytes;
      // Hono keeps a body the handler read; one it never read (a 401 before the body) is read now.
      const request = await captureBody(() => c.req.text(), requestType, requestBytes, cap);
      const response = responseCopy
        ? await captureBody(responseCopy, responseType, null, cap)
        : { text: null, bytes: length(res.headers.get('content-length')) ?? 0, truncated: false, masked: false, raw: null };
      const path = maskText(url.pathname);
      const query = url.search ? maskText(url.search.slice(1)) : undefined;
      const { message, validation } = failureOf(res.status, response.raw);
      recorder.record({
        at: isoMicros(startedAt),
        at_ms: startedAt,
        method: c.req.method,
        path: path.text,
        query: query?.text ?? null,
        route,
        status: res.status,
        duration_ms: durationMs,
        // A browser says where it calls from (Origin, Sec-Fetch-Site); your app's HTTP client does not.
        source: c.req.header('origin') || c.req.header('sec-fetch-site') ? 'app' : 'client',
        ...whoOf(c, route, res.status),
        request_headers: JSON.stringify(maskHeaders(c.req.raw.headers).headers),
        request_type: requestType,
        request_body: request.text,
        request_bytes: request.bytes,
        request_truncated: request.truncated ? 1 : 0,
        request_masked: request.masked || path.masked || query?.masked ? 1 : 0,
        response_headers: JSON.stringify(maskHeaders(res.headers).headers),
        response_type: responseType,
        response_body: response.text,
        response_bytes: response.bytes,
        response_truncated: response.truncated ? 1 : 0,
        message,
        validation,
        fault_id: c.get('faultId') ?? null,
        replay_of: c.env?.inkpostReplay?.replayOf ?? null,
      });
    };
    capture().catch((error: unknown) => core.logger.error('Recording a request failed', error));
  };
}
