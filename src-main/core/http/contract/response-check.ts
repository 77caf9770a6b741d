// Checks a live response against its route's declaration: the tests run every
// request through this, so an undocumented status or field, or a wrong type,
// fails the test that caused it.
import type { MiddlewareHandler } from 'hono';
import { errorBodySchema, documentedResponses } from '#shared/contract/define.ts';
import type { MediaType, RouteDecl } from '#shared/contract/define.ts';
import type { RouteName } from '#shared/contract/index.ts';
import type { AppEnv } from '../env.ts';
import { hasHiddenPathStep } from '../raw-path-guard.ts';
import { matchedRoute } from './matched-route.ts';

function describeIssues(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** What is wrong with a response of a declared route (`found`, or none), or undefined when it is as declared. */
export function contractProblem(found: { name: RouteName; decl: RouteDecl } | undefined, status: number, contentType: string, text: string): string | undefined {
  const isJson = contentType.startsWith('application/json');
  const json = (): unknown => JSON.parse(text);
  if (!found) {
    // Answers of no route (404 Route not found, 405, the UI's files) are the common error body when they fail.
    if (status >= 400 && isJson && !errorBodySchema.safeParse(json()).success) return 'an error that is not the common error body';
    return undefined;
  }
  const entry = documentedResponses(found.decl)[status];
  if (!entry) return `status ${status} is not documented for ${found.name}`;
  if (entry.schema) {
    if (!isJson) return `${found.name} ${status} should be JSON, got ${contentType || 'no content type'}`;
    const result = entry.schema.safeParse(json());
    if (!result.success) return `${found.name} ${status} does not match its schema: ${describeIssues(result.error)}`;
  } else if (entry.media === 'text/html' && !contentType.startsWith('text/html')) {
    return `${found.name} ${status} should be an HTML page, got ${contentType}`;
  } else if (entry.media && !(contentType === '' && status === 304)) {
    // A file as one of its declared types (a client generated from the document expects no other).
    const declared = [entry.media, ...(entry.alsoMedia ?? [])];
    const served = contentType.split(';')[0]!.trim().toLowerCase();
    if (!declared.includes(served as MediaType)) return `${found.name} ${status} should be ${declared.join(' or ')}, got ${contentType || 'no content type'}`;
  }
  return undefined;
}

/** Middleware that reports every response that breaks the contract (tests only). */
export function contractCheck(report: (problem: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'OPTIONS' || c.req.method === 'HEAD') return;
    const res = c.res;
    // A stream never ends: only its status and content type can be checked.
    const streaming = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
    const text = streaming ? '' : await res.clone().text();
    const pathname = new URL(c.req.url).pathname;
    let problem: string | undefined;
    try {
      // A path with a dot segment or an encoded slash names no route, whatever a URL parser makes of it (raw-path-guard.ts).
      const target = c.env?.incoming?.url;
      const route = target !== undefined && hasHiddenPathStep(target) ? undefined : matchedRoute(c);
      problem = contractProblem(route, res.status, res.headers.get('content-type') ?? '', text);
    } catch (error) {
      problem = `unreadable body: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (problem) report(`${c.req.method} ${pathname} -> ${res.status}: ${problem}`);
  };
}
