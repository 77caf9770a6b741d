import type { Hono } from 'hono';
import { appVersion } from '../base/app-version.ts';
import type { CoreContext } from '../wiring/context.ts';
import type { AppEnv } from './env.ts';

/**
 * The readiness probe: 200 `{status: "ok", version, uptimeS}` once the database
 * answers and the workers are ready, else 503 `{status: "unavailable", reason, ...}`.
 * /health and /ready are the same answer (the names probes guess first).
 */
export const HEALTH_PATHS = ['/healthz', '/health', '/ready'];

function databaseProblem(core: CoreContext): string | undefined {
  try {
    core.db.prepare('SELECT 1').get();
    return undefined;
  } catch (error) {
    return `the database does not answer: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Registered before the Host check: a probe addresses the server by whatever
 * name its network gives it (a pod's IP), and this answer carries no data.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  for (const path of HEALTH_PATHS) {
    app.get(path, (c) => {
      const reason = core.readiness.reason() ?? databaseProblem(core);
      const facts = { version: appVersion(), uptimeS: Math.floor((performance.now() - core.readiness.startedAtMs) / 1000) };
      c.header('Cache-Control', 'no-store');
      return reason === undefined ? c.json({ status: 'ok', ...facts }, 200) : c.json({ status: 'unavailable', reason, ...facts }, 503);
    });
  }
}
