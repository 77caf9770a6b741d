import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { MASK, maskText } from '../sandbox/request-log/mask.ts';
import type { AppEnv } from './env.ts';
import { pathAndQuery } from './request-head.ts';

/**
 * --log json|text: one line per request on stdout, for a CI log or a container's:
 * time, method, path (with its query), status, milliseconds, team and request id.
 * No header or body is written, and the path is masked as the request log masks
 * it (keys, hosted page secrets, signatures) plus query parameters named like a
 * secret and card-number-like digit runs.
 */
export type AccessLogFormat = 'json' | 'text';

export interface AccessLogOptions {
  format: AccessLogFormat;
  /** Where lines go (default stdout). */
  write?: (line: string) => void;
}

export interface AccessLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  team: string | null;
  requestId: string;
}

const SECRET_PARAM = /^(?:token|key|api[-_]?key|x-api-key|secret|password|session|signature|admin[-_]?token|card[-_]?number|number|cvc|cvv)$/i;
/** 13 to 19 digits, maybe grouped by spaces or dashes: a card number's shape. */
const CARD_DIGITS = /\b\d(?:[ -]?\d){12,18}\b/g;
/** An incoming X-Request-Id kept as the request's id (a proxy's or a test's), when it is plain. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The path and query as a log may show them. */
export function maskedPath(pathname: string, search: string): string {
  let query = search;
  if (query) {
    const params = new URLSearchParams(query);
    let changed = false;
    for (const name of new Set(params.keys())) {
      if (SECRET_PARAM.test(name)) {
        params.set(name, MASK);
        changed = true;
      }
    }
    if (changed) query = params.toString().replaceAll(encodeURIComponent(MASK), MASK);
  }
  const text = maskText(query ? `${pathname}?${query}` : pathname).text;
  return text.replace(CARD_DIGITS, (digits) => `${MASK}${digits.replace(/\D/g, '').slice(-4)}`);
}

export function formatLine(line: AccessLogLine, format: AccessLogFormat): string {
  if (format === 'json') return JSON.stringify(line);
  return `${line.time} ${line.method} ${line.path} ${line.status} ${line.ms}ms team=${line.team ?? '-'} id=${line.requestId}`;
}

/** The team a request concerns: its key's, else the one a /_sandbox/teams/<id> path names. */
function teamOf(auth: { teamId: string } | undefined, pathname: string): string | null {
  if (auth) return auth.teamId;
  return /^\/_sandbox\/teams\/([A-Za-z0-9_-]+)/.exec(pathname)?.[1] ?? null;
}

/** Outermost middleware: times every request, refused ones included, and answers X-Request-Id. */
export function accessLogMiddleware(options: AccessLogOptions): MiddlewareHandler<AppEnv> {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && PLAIN_ID.test(given) ? given : `req_${randomBytes(9).toString('base64url')}`;
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', requestId);
      const { pathname, search } = pathAndQuery(c.req.url);
      const line = { time: new Date().toISOString(), method: c.req.method, path: maskedPath(pathname, search), status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10, team: teamOf(c.get('auth'), pathname), requestId };
      write(formatLine(line, options.format));
    }
  };
}
