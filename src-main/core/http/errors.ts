import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorBody, statusMessageFor } from '#shared/http-status.ts';
import { withText } from './response-text.ts';

/** Thrown anywhere under a route; turned into the common error body. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, data?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.data = data;
    this.headers = headers;
  }
}

export function errorBody(url: string, status: number, message: string, data?: unknown): ErrorBody {
  const body: ErrorBody = { error: true, url, statusCode: status, statusMessage: statusMessageFor(status), message };
  if (data !== undefined) body.data = data;
  return body;
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, data?: unknown, headers: Record<string, string> = {}): Response {
  // c.json's own steps, keeping the text for the request log.
  const text = JSON.stringify(errorBody(c.req.url, status, message, data));
  return withText(c.body(text, status, { 'Content-Type': 'application/json', ...headers }), text);
}
