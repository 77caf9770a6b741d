import { isoMicros } from '../../../src-shared/time.ts';
import type { CoreContext } from '../context.ts';

export const CYCLE_DAYS = 30;
const CYCLE_MS = CYCLE_DAYS * 24 * 60 * 60 * 1000;

export interface UsageCycle {
  start: string;
  end: string;
  usage: Record<string, number>;
}

/**
 * Subscription usage per 30-day billing cycle, counted from the day the
 * subscription started; the last cycle is the current one. Empty without an
 * active subscription.
 */
export function usageByCycle(core: CoreContext, teamId: string): UsageCycle[] {
  const team = core.db.prepare('SELECT subscription_started_at FROM teams WHERE id = ?').get(teamId) as { subscription_started_at: string | null } | undefined;
  if (!team?.subscription_started_at) return [];
  const startMs = Date.parse(team.subscription_started_at);
  const count = Math.floor((core.clock.nowMs() - startMs) / CYCLE_MS) + 1;
  const sum = core.db.prepare('SELECT kind, sum(quantity) AS total FROM usage_events WHERE team_id = ? AND created_at >= ? AND created_at < ? GROUP BY kind');
  return Array.from({ length: Math.max(1, count) }, (_, i) => {
    const start = isoMicros(startMs + i * CYCLE_MS);
    const end = isoMicros(startMs + (i + 1) * CYCLE_MS);
    const rows = sum.all(teamId, start, end) as { kind: string; total: number }[];
    return { start, end, usage: Object.fromEntries(rows.map((r) => [r.kind, r.total])) };
  });
}
