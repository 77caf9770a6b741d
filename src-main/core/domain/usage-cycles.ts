import { isoMicros } from '#shared/time.ts';
import type { CoreContext } from '../context.ts';
import { findTeam } from '../db/teams-repo.ts';
import { usageTotalsBetween } from '../db/usage-repo.ts';

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
  const team = findTeam(core.db, teamId);
  if (!team?.subscription_started_at) return [];
  const startMs = Date.parse(team.subscription_started_at);
  const count = Math.floor((core.clock.nowMs() - startMs) / CYCLE_MS) + 1;
  return Array.from({ length: Math.max(1, count) }, (_, i) => {
    const start = isoMicros(startMs + i * CYCLE_MS);
    const end = isoMicros(startMs + (i + 1) * CYCLE_MS);
    return { start, end, usage: usageTotalsBetween(core.db, teamId, start, end) };
  });
}
