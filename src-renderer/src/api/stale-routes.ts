import type { RouteDecl } from '#shared/contract/define.ts';
import { SERVER_EVENT_TYPES, type ServerEventType } from '#shared/contract/event-types.ts';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';

/**
 * Which cached queries an event makes stale (by route name): each route the UI reads
 * declares the events it goes stale on (`staleOn` in src-shared/contract), beside the
 * `announces` of the routes that make the changes.
 */
export const STALE_ON_EVENT: Readonly<Record<ServerEventType, readonly RouteName[]>> = staleRoutesByEvent();

function staleRoutesByEvent(): Record<ServerEventType, RouteName[]> {
  const stale = Object.fromEntries(SERVER_EVENT_TYPES.map((type) => [type, [] as RouteName[]])) as Record<ServerEventType, RouteName[]>;
  for (const [name, decl] of Object.entries(CONTRACT) as [RouteName, RouteDecl][]) for (const type of decl.staleOn ?? []) stale[type].push(name);
  return stale;
}

/** The queries a successful call of `name` makes stale: those that go stale on what it announces. */
export function staleAfter(name: RouteName): RouteName[] {
  const announces: readonly ServerEventType[] = (CONTRACT[name] as RouteDecl).announces ?? [];
  return [...new Set(announces.flatMap((type) => STALE_ON_EVENT[type]))];
}
