import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import { honoPath, type RouteDecl } from '#shared/contract/define.ts';
import type { ReplyOf, RequestOf } from '#shared/contract/types.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { requireAdmin, requireKey } from '../auth.ts';
import { requireUiSession } from '../ui-access.ts';
import type { AppEnv, AuthContext } from '../env.ts';
import { HttpError } from '../errors.ts';
import { withText } from '../response-text.ts';
import { readJson, validate } from '../validation.ts';
import { bodyGate } from '../body/body-gate.ts';
import { readForm } from '../form-fields.ts';
import { idempotency } from '../idempotency.ts';
import { tagRouteHandlers } from './matched-route.ts';
import { routeConfig } from './route-config.ts';

type AuthOf<D extends RouteDecl> = D['auth'] extends 'customer' | 'partner' | 'any-key' ? AuthContext : undefined;

/** What a handler of a declared route receives: the validated request, the key it came with, the Hono context. */
export type HandlerInput<D extends RouteDecl> = RequestOf<D> & { auth: AuthOf<D>; c: Context<AppEnv> };

export type Handler<D extends RouteDecl> = (input: HandlerInput<D>) => ReplyOf<D> | Promise<ReplyOf<D>>;

/** The handler type of each route by name (a mapped type: it keeps reply literals such as `status: 200` exact). */
type Handlers = { [N in RouteName]: Handler<(typeof CONTRACT)[N]> };

function authMiddleware(core: CoreContext, decl: RouteDecl): MiddlewareHandler<AppEnv>[] {
  switch (decl.auth) {
    case 'customer':
    case 'partner':
    case 'any-key':
      return [requireKey(core, decl.auth)];
    case 'admin':
      return [requireAdmin(core)];
    case 'ui':
      return [requireUiSession(core.uiAccess)];
    case 'none':
      return [];
  }
}

function send(c: Context<AppEnv>, decl: RouteDecl, reply: { status: number; headers?: Record<string, string>; body?: unknown; html?: string; bytes?: Uint8Array | string; stream?: Response }): Response {
  if (reply.stream) return reply.stream; // a server-sent event stream, written as it goes
  const status = reply.status as ContentfulStatusCode;
  const headers = reply.headers ?? {};
  if ('body' in reply) {
    // c.json's own steps, keeping the text for the request log.
    const text = JSON.stringify(reply.body);
    return withText(c.body(text, status, { 'Content-Type': 'application/json', ...headers }), text);
  }
  if (reply.html !== undefined) return withText(c.html(reply.html, status, headers), reply.html);
  if (reply.bytes !== undefined) {
    const media = decl.responses[reply.status];
    const type = typeof media === 'object' && media.media ? media.media : 'application/octet-stream';
    return c.body(typeof reply.bytes === 'string' ? reply.bytes : new Uint8Array(reply.bytes), status, { 'Content-Type': type, ...headers });
  }
  return c.body(null, reply.status as StatusCode, headers);
}

const implementedOn = new WeakMap<OpenAPIHono<AppEnv>, RouteName[]>();

/** The declared routes bound on an app, in the order they were bound (routes-complete.test.ts reads it). */
export function implementedRoutes(app: OpenAPIHono<AppEnv>): readonly RouteName[] {
  return implementedOn.get(app) ?? [];
}

export interface ImplementOptions {
  /** The handler reads the body itself with readRequestBody (body/read-body.ts), within the route's limits. */
  streamsBody?: boolean;
}

/**
 * Binds a handler to its declared route: the credential's middleware, then the
 * body read within the route's limits (body/body-gate.ts), the validation of
 * params, query and body derived from the declaration (a failure is 400
 * `Validation error` with zod's `_errors` tree; a JSON body is first checked for
 * its content type and syntax), the route in the OpenAPI document, and the reply
 * written as declared.
 */
export function implement<N extends RouteName>(app: OpenAPIHono<AppEnv>, core: CoreContext, name: N, handler: Handlers[N], options: ImplementOptions = {}): void {
  const decl: RouteDecl = CONTRACT[name];
  if (decl.idempotent && !['customer', 'partner', 'any-key'].includes(decl.auth)) throw new Error(`${name}: an Idempotency-Key is kept per team, so only a keyed route can take one`);
  const run = async (c: Context<AppEnv>) => {
    const input = {
      params: decl.params ? validate(decl.params, rawParams(c, decl)) : c.req.param(),
      query: decl.query ? validate(decl.query, c.req.query()) : undefined,
      body: await readBody(c, decl),
      auth: c.get('auth'),
      c,
    };
    const reply = await (handler as unknown as Handler<RouteDecl>)(input as unknown as HandlerInput<RouteDecl>);
    if (reply.status < 400) {
      const teamId = c.get('auth')?.teamId ?? (input.params as Record<string, string>)['teamId'] ?? null;
      for (const type of decl.announces ?? []) core.events.publish(type, teamId);
    }
    return send(c, decl, reply as Parameters<typeof send>[2]);
  };
  implementedOn.set(app, [...implementedRoutes(app), name]);
  app.openAPIRegistry.registerPath(routeConfig(name, decl));
  const handlers = [...authMiddleware(core, decl), bodyGate(core, decl, options.streamsBody), ...(decl.idempotent ? [idempotency(core)] : []), run];
  tagRouteHandlers(name, handlers);
  app.on([decl.method.toUpperCase()], [honoPath(decl.path)], ...handlers);
}

/** Path parameters; a last `{path}` segment is the rest of the path, still percent-encoded. */
function rawParams(c: Context<AppEnv>, decl: RouteDecl): Record<string, string> {
  const params: Record<string, string> = { ...c.req.param() };
  if (decl.path.endsWith('/{path}')) params['path'] = new URL(c.req.url).pathname.slice(decl.path.length - '{path}'.length);
  return params;
}

/** The body as declared: JSON read strictly and validated by its schema (unless the handler validates); a form parsed; other media left to the handler. */
async function readBody(c: Context<AppEnv>, decl: RouteDecl): Promise<unknown> {
  const body = decl.body;
  if (!body) return undefined;
  if (body.media === 'application/json') {
    const value = await readJson(c);
    return body.validatedBy === 'handler' ? value : validate(body.schema, value);
  }
  if (body.media === 'application/x-www-form-urlencoded' && body.validatedBy !== 'handler') {
    const form = await readForm(c);
    if (!form) throw new HttpError(400, 'The form body could not be read');
    return validate(body.schema, form);
  }
  return undefined;
}
