import { isoMicros } from '#shared/time.ts';
import type { CoreContext } from '../wiring/context.ts';
import { findTeam } from '../db/teams-repo.ts';
import { usageTotalsBetween } from '../db/usage-repo.ts';

export const CYCLE_DAYS = 30;
const CYCLE_MS = CYCLE_DAYS * 24 * 60 * 60 * 1000;
/** Cycles listed at most, the latest (about 10 years): a sandbox clock moved to the year 9999 would list 97,000 (12 s of queries). */
export const MAX_LISTED_CYCLES = 120;

export interface UsageCycle {
  start: string;
  end: string;
  usage: Record<string, number>;
}

/**
 * Subscription usage per 30-day billing cycle, counted from the day the
 * subscription started; the last cycle is the current one, and at most the
 * latest MAX_LISTED_CYCLES are listed. Empty without an active subscription.
 */
export function usageByCycle(core: CoreContext, teamId: string): UsageCycle[] {
  const team = findTeam(core.db, teamId);
  if (!team?.subscription_started_at) return [];
  const startMs = Date.parse(team.subscription_started_at);
  const count = Math.max(1, Math.floor((core.clock.nowMs() - startMs) / CYCLE_MS) + 1);
  const first = Math.max(0, count - MAX_LISTED_CYCLES);
  return Array.from({ length: count - first }, (_, k) => {
    const i = first + k;
    const start = isoMicros(startMs + i * CYCLE_MS);
    const end = isoMicros(startMs + (i + 1) * CYCLE_MS);
    return { start, end, usage: usageTotalsBetween(core.db, teamId, start, end) };
  });
}
