import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainErrorKind, DomainError } from '../base/error-kinds.ts';
import { errorResponse } from './errors.ts';

/** The one place a domain error kind becomes an HTTP status (the spec's Errors section). */
const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  'not-found': 404,
  conflict: 409,
  forbidden: 403,
  'invalid-state': 400,
  'invalid-input': 400,
  validation: 400,
};

/** The common error body for a domain error: its message, and its data when it has any. */
export function domainErrorResponse(c: Context, error: DomainError): Response {
  return errorResponse(c, STATUS_OF_KIND[error.kind], error.message, error.data);
}
