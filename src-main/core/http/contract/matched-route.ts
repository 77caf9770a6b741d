import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import type { RouteDecl } from '#shared/contract/define.ts';

const routeOfHandler = new WeakMap<object, RouteName>();

/** Marks the handlers a declared route was bound with (implement.ts), so that a request's route can be read from Hono's own match. */
export function tagRouteHandlers(name: RouteName, handlers: readonly object[]): void {
  for (const handler of handlers) routeOfHandler.set(handler, name);
}

/**
 * The declared route Hono matched for this request (the first bound one it
 * runs, which is the one that answers), or undefined for a path no route
 * declares. Hono matches every request once before any middleware runs, so
 * this is known from the first middleware on.
 */
export function matchedRoute(c: Context): { name: RouteName; decl: RouteDecl } | undefined {
  for (const route of matchedRoutes(c)) {
    const name = routeOfHandler.get(route.handler);
    if (name) return { name, decl: CONTRACT[name] };
  }
  return undefined;
}
