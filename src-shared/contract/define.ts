// One declaration per route: method, path, credential, request schemas and the
// responses per status. The server binds handlers and validation to it, the
// OpenAPI document and the typed client are derived from it, and the tests
// check every live response against it. Plain data and zod schemas only: the
// renderer imports this too.
import { z } from 'zod';
import { statusMessageFor } from '../http-status.ts';
import type { ServerEventType } from './events.ts';

/**
 * Who may call a route: nobody in particular (`none`: hosted pages, signed
 * files, tracked codes), a customer-team key, a partner key, either key, the
 * sandbox admin token, or the app's own UI.
 */
export type AuthKind = 'none' | 'customer' | 'partner' | 'any-key' | 'admin' | 'ui';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type MediaType = 'application/json' | 'application/pdf' | 'image/png' | 'image/svg+xml' | 'text/html' | 'application/x-www-form-urlencoded' | 'application/octet-stream' | 'text/event-stream' | 'multipart/form-data' | 'image/jpeg' | 'font/otf';

export interface BodyDecl {
  media: MediaType;
  schema: z.ZodTypeAny;
  example?: unknown;
  description?: string;
  /**
   * Who checks the body. `schema` (default): the binding validates it with the
   * schema above before the handler runs (JSON and forms). `handler`: the
   * handler does (hosted pages re-render their form with field errors; a PDF
   * upload reads its bytes); the schema still documents the shape.
   */
  validatedBy?: 'schema' | 'handler';
}

export interface ResponseDecl {
  description: string;
  /** Default application/json. */
  media?: MediaType;
  /** JSON responses: the body's schema (strict objects, so an undocumented field fails the tests). */
  schema?: z.ZodTypeAny;
  example?: unknown;
  /** Response headers worth documenting (Location, Retry-After, Allow). */
  headers?: Record<string, string>;
}

export interface RouteDecl {
  method: HttpMethod;
  /** OpenAPI style: /api/templates/{templateId} */
  path: string;
  auth: AuthKind;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Not part of the hosted service's API (sandbox, UI, hosted pages are marked by their tags). */
  extension?: boolean;
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  body?: BodyDecl;
  /** What a successful call changes: the server announces it on its event stream (src-shared/contract/events.ts). */
  announces?: readonly ServerEventType[];
  /**
   * What the route answers: response declarations (what the handler returns:
   * JSON, a file, a page, a redirect), and for errors in the common error body
   * just their description. The errors the credential, a JSON body and every
   * route bring are added by documentedResponses().
   */
  responses: Readonly<Record<number, ResponseDecl | string>>;
}

/** Declares a route; the `const` type parameter keeps statuses and schemas exact for the types derived from it. */
export function route<const D extends RouteDecl>(decl: D): D {
  return decl;
}

/** A strict object: a field the schema does not name fails validation (responses must be documented exactly). */
export function strict<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).strict();
}

/** The common error body of the spec. */
export const errorBodySchema = strict({
  error: z.literal(true),
  url: z.string(),
  statusCode: z.number().int(),
  statusMessage: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
}).describe('The common error body: every non-2xx answer has it.');

export type ErrorResponseBody = z.infer<typeof errorBodySchema>;

/** Statuses every route can answer, whatever it does. */
const ALWAYS: Readonly<Record<number, string>> = {
  403: 'The Host header is not this server (DNS-rebinding protection), or a browser called from another origin.',
  500: 'An unexpected failure.',
};
const BY_AUTH: Readonly<Partial<Record<AuthKind, Record<number, string>>>> = {
  customer: { 401: 'Missing, malformed, revoked or invalid key, or a key that is not a customer-team key.' },
  partner: { 401: 'Missing, malformed, revoked or invalid key, a key that is not a partner key, or a partner account not approved.' },
  'any-key': { 401: 'Missing, malformed, revoked or invalid key.' },
  admin: { 401: 'Missing or wrong `Authorization: Bearer <adminToken>`.' },
  ui: { 401: 'No Inkpost UI session: open the one-time link the server printed at start (it sets the session cookie).' },
};
const JSON_BODY: Readonly<Record<number, string>> = {
  400: 'Malformed JSON, or a body that fails validation (`Validation error` with the `_errors` tree in `data`).',
  413: 'The body is larger than the server takes (2 MB).',
  415: 'The body is not `Content-Type: application/json`.',
};

/** Routes sandbox faults can answer (POST /_sandbox/faults): the API, hosted pages and tracked codes; never /_sandbox, the app's own /_ui routes or the API reference. */
export function faultable(decl: Pick<RouteDecl, 'path' | 'tags'>): boolean {
  return !decl.path.startsWith('/_') && !decl.tags.includes('Reference');
}

const FAULT_NOTE = 'Also when a sandbox fault says so (POST /_sandbox/faults; X-Inkpost-Fault names it).';
const FAULTS: Readonly<Record<number, ResponseDecl | string>> = {
  429: { description: `Too many requests: only from a sandbox fault (POST /_sandbox/faults; X-Inkpost-Fault names it).`, schema: errorBodySchema, example: errorExample(429, 'Too many requests'), headers: { 'Retry-After': 'Seconds to wait before trying again' } },
  503: `Temporary: try again shortly. ${FAULT_NOTE}`,
};

/**
 * Every response of a route: its own, plus the errors its credential and a
 * JSON body bring and those every route has, each error with the common error
 * body. Descriptions of the same status are joined.
 */
export function documentedResponses(decl: RouteDecl): Record<number, ResponseDecl> {
  const out: Record<number, ResponseDecl> = {};
  const jsonBody = decl.body?.media === 'application/json';
  const auth = decl.auth;
  const own = decl.responses;
  const add = (status: number, entry: ResponseDecl | string) => {
    const decl: ResponseDecl = typeof entry === 'string' ? { description: entry, schema: errorBodySchema, example: errorExample(status, entry) } : entry;
    const existing = out[status];
    out[status] = existing ? { ...existing, description: `${existing.description} ${decl.description}` } : decl;
  };
  for (const [status, entry] of Object.entries(own)) add(Number(status), entry);
  for (const [status, text] of Object.entries({ ...(jsonBody ? JSON_BODY : {}), ...BY_AUTH[auth] })) add(Number(status), text);
  if (faultable(decl)) for (const [status, entry] of Object.entries(FAULTS)) add(Number(status), entry);
  for (const [status, text] of Object.entries(ALWAYS)) add(Number(status), text);
  return out;
}

function errorExample(status: number, description: string): ErrorResponseBody {
  const message = status === 401 ? 'Invalid authentication token.' : status === 400 ? 'Validation error' : description.split(/[.(]/)[0]!.trim();
  return { error: true, url: 'http://127.0.0.1:4785/api/...', statusCode: status, statusMessage: statusMessageFor(status), message };
}

/** A JSON success response. */
export function ok<S extends z.ZodTypeAny>(description: string, schema: S, example?: z.input<S>): { description: string; schema: S; example?: unknown } {
  return { description, schema, ...(example === undefined ? {} : { example }) };
}

/** Turns `/api/x/{id}` into Hono's `/api/x/:id`; a last segment `{path}` takes the rest of the path (`/files/{path}` is `/files/*`). */
export function honoPath(path: string): string {
  return path.replace(/\/\{path\}$/, '/*').replace(/\{([^}]+)\}/g, ':$1');
}

/** Fills `{name}` segments of a declared path. */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A regular expression matching concrete paths of a declared path (`{*}`-free). */
export function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => {
      if (segment === '{path}') return '.+';
      return /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}
