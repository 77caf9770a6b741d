import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * What the request log reads of a request's head. From Node's own request when
 * there is one: the Request's Headers object is built on first use (a WHATWG
 * Headers from every raw header), which the log would otherwise pay on each
 * request. A request made in-process (a replay, a test) has only the Request.
 */
export interface RequestHead {
  /** Every header as received: name, value, name, value... */
  rawHeaders: string[];
  header(name: string): string | undefined;
  /** Whether the request has a body to read (Content-Length or Transfer-Encoding). */
  hasBody: boolean;
}

export function requestHead(c: Context<AppEnv>): RequestHead {
  const incoming: IncomingMessage | undefined = c.env?.incoming;
  if (incoming) {
    const headers = incoming.headers;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const length = headers['content-length'];
    return { rawHeaders: incoming.rawHeaders, header, hasBody: (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined };
  }
  const request = c.req.raw;
  return { rawHeaders: flatHeaders(request.headers), header: (name) => request.headers.get(name) ?? undefined, hasBody: request.body !== null };
}

/** The path and the query (without its "?") of a request URL as the server normalised it (no URL object is built). */
export function pathAndQuery(url: string): { pathname: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return { pathname: '/', search: '' };
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url.indexOf('?', start);
  return query === -1 || query > end ? { pathname: url.slice(start, end), search: '' } : { pathname: url.slice(start, query), search: url.slice(query + 1, end) };
}

/** Headers as a flat list: name, value, name, value... (what the log's writer thread is handed). */
export function flatHeaders(headers: Headers): string[] {
  const flat: string[] = [];
  for (const [name, value] of headers) flat.push(name, value);
  return flat;
}
