// One declaration per route: method, path, credential, request schemas and the
// responses per status. The server binds handlers and validation to it, the
// OpenAPI document and the typed client are derived from it, and the tests
// check every live response against it. Plain data and zod schemas only: the
// renderer imports this too.
import { z } from 'zod';
import { statusMessageFor } from '../http-status.ts';
import type { IssueTree } from '../issue-tree.ts';
// zod 3's words for zod 4's issues wherever the contract is loaded (docs/contract.md, "Validation messages").
import '../zod-messages.ts';
import type { ServerEventType } from './event-types.ts';
import { documentedAs, named, schemaRef } from './openapi-meta.ts';
import type { TagName } from './tags.ts';

/**
 * Who may call a route: nobody in particular (`none`: hosted pages, signed
 * files, tracked codes), a customer-team key, a partner key, either key, the
 * sandbox admin token, or the app's own UI.
 */
export type AuthKind = 'none' | 'customer' | 'partner' | 'any-key' | 'admin' | 'ui';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type MediaType = 'application/json' | 'application/pdf' | 'image/png' | 'image/svg+xml' | 'text/html' | 'application/x-www-form-urlencoded' | 'application/octet-stream' | 'text/event-stream' | 'multipart/form-data' | 'image/jpeg' | 'font/otf' | 'font/woff2' | 'text/javascript' | 'text/css';

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
  /** The most bytes taken (default DEFAULT_MAX_BODY_BYTES); a larger body is refused with 413 before it is read. */
  maxBytes?: number;
}

/** The most bytes a request body may have unless its route says otherwise: two 250 KB HTML sides with styles and data fit well inside. */
export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** A request body gets this long to arrive, and a second more for every MIN_BODY_BYTES_PER_SECOND that came (so one that keeps coming at that rate is never cut). */
export const BODY_TIMEOUT_SECONDS = 30;
export const MIN_BODY_BYTES_PER_SECOND = 64 * 1024;

export interface ResponseDecl {
  description: string;
  /** Default application/json. */
  media?: MediaType;
  /** Files: the other media types the route serves besides `media` (a signed link is a PDF or a PNG). */
  alsoMedia?: readonly MediaType[];
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
  /** Groups in the API reference (src-shared/contract/tags.ts). */
  tags: readonly TagName[];
  /** Not part of the hosted service's API (sandbox, UI, hosted pages are marked by their tags). */
  extension?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: BodyDecl;
  /**
   * A POST that creates something: it takes an `Idempotency-Key` header (an Inkpost extension,
   * src-main/core/http/idempotency.ts), so a retry of the same request answers the first answer
   * again instead of creating twice.
   */
  idempotent?: boolean;
  /** What a successful call changes: the server announces it on its event stream (src-shared/contract/events.ts). */
  announces?: readonly ServerEventType[];
  /**
   * A route the UI reads: the announcements that make its cached answers stale, so the
   * UI reads it again (src-renderer/src/api/server-events.ts derives its invalidation from this).
   */
  staleOn?: readonly ServerEventType[];
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

/** What the routes of a group share: their credential, their tags and whether they are an extension. */
type GroupDecl = Pick<RouteDecl, 'auth' | 'tags' | 'extension'>;

/**
 * Declares the routes of a group (the sandbox's, a resource's extension routes) that
 * share a credential, tags and extension flag: each declaration names only what is
 * its own, and gets the group's fields as if it had written them.
 */
export function routeGroup<const G extends GroupDecl>(group: G) {
  return <const D extends Omit<RouteDecl, keyof GroupDecl>>(decl: D): G & D => ({ ...group, ...decl });
}

/**
 * Routes about one thing named in their path (a team, a delivery): each takes its
 * path parameter and answers 404 with the same message when there is no such thing
 * (so a declaration names neither its parameters nor a 404 of its own).
 */
export function aboutOne<const P extends z.ZodObject, const M extends string>(params: P, notFound: M) {
  return <const D extends Omit<RouteDecl, 'params' | keyof GroupDecl> & { responses: { 404?: never } }>(decl: D) => ({ ...decl, params, responses: { ...decl.responses, 404: notFound } });
}

/** A strict object: a field the schema does not name fails validation (responses must be documented exactly). */
export function strict<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).strict();
}

/** zod's `format()` tree of a 400 `Validation error`: `_errors` at every node, one key per field (array items by index). */
export const validationErrorTreeSchema: z.ZodType<IssueTree> = named(
  'ValidationErrorTree',
  documentedAs(
    z.lazy(() => z.object({ _errors: z.array(z.string()) }).catchall(validationErrorTreeSchema)),
    {
      type: 'object',
      description: "zod's error tree: the messages of this node in `_errors`, and one subtree per field (array items by index) that has messages.",
      required: ['_errors'],
      properties: { _errors: { type: 'array', items: { type: 'string' }, description: 'Messages about this node' } },
      additionalProperties: schemaRef('ValidationErrorTree'),
    },
  ),
);

/**
 * What an error other than a validation error says beyond its message: each
 * field is listed (strict, like every response), so a client reads them typed
 * and tells them from the validation tree by `'_errors' in data`.
 */
export const errorDetailsSchema = named(
  'ErrorDetails',
  strict({
    campaign_id: z.string().optional().describe('The campaign concerned: an activation to retry, a campaign that takes no recipients or has none to check out'),
    reason: z.string().optional().describe('Why the campaign takes no recipients (`Failed to create recipients`)'),
    cart_id: z.string().optional().describe('The cart with no pending recipients to check out'),
    id: z.string().optional().describe('409 of a webhook subscription: the subscription with the same event type and URL'),
    status: z.enum(['active', 'inactive']).optional().describe('409 of a webhook subscription: that subscription\'s status'),
    recipients: z.array(strict({ id: z.string(), error: z.string().nullable() })).optional().describe('Checkout: the recipients that failed validation, with their render error'),
  }).describe('Detail of an error other than `Validation error`.'),
);

/** The common error body of the spec. */
export const errorBodySchema = named(
  'ErrorBody',
  strict({
    error: z.literal(true),
    url: z.string().describe('The URL that was asked'),
    statusCode: z.number().int(),
    statusMessage: z.string(),
    message: z.string(),
    data: z
      .union([validationErrorTreeSchema, errorDetailsSchema])
      .optional()
      .describe('On 400 `Validation error`, the `_errors` tree; on some other errors, their detail.'),
  }).describe('The common error body: every non-2xx answer has it.'),
);

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
  ui: { 401: 'No Inkpost UI session (`X-Inkpost-Session`): open the one-time link the server printed at start.' },
};
const JSON_BODY: Readonly<Record<number, string>> = {
  400: 'Malformed JSON, or a body that fails validation (`Validation error` with the `_errors` tree in `data`).',
  415: 'The body is not `Content-Type: application/json`.',
};

/** The request header that makes a creating POST safe to retry, how long a key is kept, and what a key may be. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_DESCRIPTION = `Inkpost extension, as Stripe and Lob take it (IETF Idempotency-Key draft): any 1 to 255 visible ASCII characters, a UUID for instance. A team's key is kept 24 hours and stands for one request (method, path and body): the same request again answers the first answer again (its status, body and headers, with \`${IDEMPOTENCY_REPLAYED_HEADER}: true\`) without creating twice; another request with the key is 422; a retry while the first is still being processed is 409.`;
const IDEMPOTENT: Readonly<Record<number, string>> = {
  400: `An ${IDEMPOTENCY_KEY_HEADER} that is not 1 to 255 visible ASCII characters.`,
  409: `A request with the same ${IDEMPOTENCY_KEY_HEADER} is still being processed: retry once it has been answered.`,
  422: `The ${IDEMPOTENCY_KEY_HEADER} was used in the last 24 hours with another request (method, path or body).`,
};

/** What every route that takes a body can answer about it (read only after the credential is checked). */
function bodyResponses(body: BodyDecl): Record<number, string> {
  const max = body.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  return {
    408: `The body stopped arriving: it must come within ${BODY_TIMEOUT_SECONDS} s and keep coming at ${MIN_BODY_BYTES_PER_SECOND / 1024} KB/s or more (the connection closes).`,
    413: `The body is larger than this route takes (${max / 1024 / 1024} MB), refused before it is read (the connection closes).`,
  };
}

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
  for (const [status, text] of Object.entries({ ...(jsonBody ? JSON_BODY : {}), ...(decl.body ? bodyResponses(decl.body) : {}), ...BY_AUTH[auth] })) add(Number(status), text);
  if (decl.idempotent) {
    for (const [status, text] of Object.entries(IDEMPOTENT)) add(Number(status), text);
    for (const [status, response] of Object.entries(out)) if (Number(status) < 300) out[Number(status)] = { ...response, headers: { ...response.headers, [IDEMPOTENCY_REPLAYED_HEADER]: `\`true\` on the answer kept for the ${IDEMPOTENCY_KEY_HEADER}, given again to a retry of the same request.` } };
  }
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
