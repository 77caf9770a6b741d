/** The paths the server answers, for the dev server's proxy: the first segment of every declared route (`/api/` only below it: `/api` itself is the app's Embedded API page). */
export function proxiedPaths(paths: readonly string[]): RegExp {
  const segments = new Set(paths.map((path) => path.split('/')[1] ?? '').filter((segment) => segment !== ''));
  const alternatives = [...segments].sort().map((segment) => (segment === 'api' ? 'api/' : `${segment}(?:/|$)`));
  return new RegExp(`^/(?:${alternatives.join('|')})`);
}
