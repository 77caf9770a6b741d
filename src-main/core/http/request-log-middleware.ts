import type { Context, MiddlewareHandler } from 'hono';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import type { CoreContext } from '../wiring/context.ts';
import { bodyForWriter, type SeenRequest } from '../sandbox/request-log/log-entry.ts';
import { matchedRoute } from './contract/matched-route.ts';
import type { AppEnv } from './env.ts';
import { flatHeaders, pathAndQuery, requestHead } from './request-head.ts';
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
  'hostedAsset',
  'uiSession',
  'uiBootstrap',
  'htmlPreview',
  'signedFile',
]);

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|problem\+json)|text\/(?!event-stream))/i;

/** The route a request is logged under (the one Hono matched): a declared route not excluded, or null for an unknown /api or /_sandbox path; undefined when not logged. */
function loggedRoute(c: Context<AppEnv>, pathname: string): RouteName | null | undefined {
  if (c.req.method === 'OPTIONS') return undefined;
  const found = matchedRoute(c);
  if (found) return NOT_LOGGED.has(found.name) ? undefined : found.name;
  return pathname.startsWith('/api/') || pathname.startsWith('/_sandbox/') ? null : undefined;
}

/** A text body's text, or null (not text, or unreadable). */
async function textBody(read: () => Promise<string>, contentType: string | null): Promise<string | null> {
  if (!contentType || !TEXT_TYPES.test(contentType)) return null;
  try {
    return await read();
  } catch {
    return null;
  }
}

const readClone = (copy: Response) => () => copy.text();

/** A path segment as text; one with a malformed %-escape (`%E0`) stays as it came. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The key's id and kind (never the key), and the team the request concerns. */
function whoOf(c: Context<AppEnv>, pathname: string, route: RouteName | null, status: number): Pick<SeenRequest, 'keyId' | 'keyKind' | 'teamId'> {
  const auth = c.get('auth');
  if (auth) return { keyId: auth.keyId, keyKind: auth.kind, teamId: auth.teamId };
  const teamParam = /^\/_sandbox\/teams\/([^/]+)/.exec(pathname)?.[1] ?? null;
  const admin = route !== null && CONTRACT[route].auth === 'admin' && status !== 401;
  return { keyId: null, keyKind: admin ? 'admin' : null, teamId: teamParam ? decodedSegment(teamParam) : null };
}

/**
 * Records every request to /api, /_sandbox, tracked codes and hosted pages:
 * method, path, status, timing, the key's id and kind, and both bodies. The
 * response goes out at once; the bodies are read after it and the request is
 * handed to the recorder as seen (masking, the size cap and the writing happen
 * on the log's writer thread; a long body with nothing to mask is cut here first,
 * so the thread is not handed what it would drop).
 */
export function requestLogMiddleware(core: CoreContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const recorder = core.requestLog;
    if (!recorder.config().enabled) return next();
    const url = pathAndQuery(c.req.url);
    const route = loggedRoute(c, url.pathname);
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
    const head = requestHead(c);
    const requestType = head.header('content-type') ?? null;
    const length = (value: string | null | undefined) => (value ? Number(value) : null);
    const capture = async () => {
      // The body as its route read it; one never read (refused before it was: a 401, a 413, an unknown route) is not read now either.
      const capBytes = recorder.config().bodyCapBytes;
      const read = c.get('requestBody');
      const request = bodyForWriter(read ? await textBody(() => Promise.resolve(Buffer.from(read.buffer, read.byteOffset, read.byteLength).toString('utf8')), requestType) : null, requestType, capBytes);
      const response = bodyForWriter(responseCopy ? await textBody(responseCopy, responseType) : null, responseType, capBytes, res.status);
      recorder.record({
        atMs: startedAt,
        method: c.req.method,
        pathname: url.pathname,
        search: url.search,
        route,
        status: res.status,
        durationMs,
        // A browser says where it calls from (Origin, Sec-Fetch-Site); your app's HTTP client does not.
        source: head.header('origin') || head.header('sec-fetch-site') ? 'app' : 'client',
        ...whoOf(c, url.pathname, route, res.status),
        requestHeaders: head.rawHeaders,
        requestType,
        requestText: request.text,
        requestWholeBytes: request.wholeBytes,
        requestBytes: length(head.header('content-length')),
        responseHeaders: flatHeaders(res.headers),
        responseType,
        responseText: response.text,
        responseWholeBytes: response.wholeBytes,
        responseBytes: responseCopy ? null : length(res.headers.get('content-length')),
        faultId: c.get('faultId') ?? null,
        replayOf: c.env?.inkpostReplay?.replayOf ?? null,
        capBytes,
      });
    };
    capture().catch((error: unknown) => core.logger.error('Recording a request failed', error));
  };
}
