// The route table: every path the local server answers, with the credential it
// takes. The server checks its own routing against this table (405 for a known
// path with another method) and the typed client builds URLs from it.

export type RouteAuth = 'partner' | 'customer' | 'any-key' | 'admin' | 'public';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** Hono-style pattern: /api/templates/:templateId */
  path: string;
  auth: RouteAuth;
}

export const ROUTES = {
  whoami: { method: 'GET', path: '/api/auth/whoami', auth: 'any-key' },
  sandboxGetTeam: { method: 'GET', path: '/_sandbox/teams/:teamId', auth: 'admin' },
  sandboxPatchTeam: { method: 'PATCH', path: '/_sandbox/teams/:teamId', auth: 'admin' },
  uiBootstrap: { method: 'GET', path: '/_ui/bootstrap', auth: 'public' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

/** Turns '/api/x/:id' into a regular expression matching concrete paths. */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Methods the table knows for a concrete path (empty when the path is unknown). */
export function methodsForPath(pathname: string): string[] {
  return Object.values(ROUTES as Record<string, RouteSpec>)
    .filter((route) => routePattern(route.path).test(pathname))
    .map((route) => route.method);
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
