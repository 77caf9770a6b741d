// A campaign's render backlog: how many of its recipients' documents are rendered,
// queued or failed, and (while some are queued) how fast they are being rendered and
// how long the rest will take. The counts come from the database; the rate from the
// renders this server finished in the last minute, kept in memory (a restarted server
// has no rate until its first renders, as an import has none before its first batch).
import type { CoreContext } from '#core/wiring/context.ts';
import { countByRenderStatus } from '#core/db/recipients-repo.ts';

/** Renders further back than this do not count towards the rate. */
export const RATE_WINDOW_MS = 60_000;
/** Fewer renders than this in the window give no rate (one render says nothing about pace). */
const MIN_RENDERS = 2;

/** Finish times of the renders in the window, per campaign, per server. */
const finished = new WeakMap<object, Map<string, number[]>>();

/** Records that a recipient of the campaign finished rendering (rendered, or failed for good). */
export function noteRenderFinished(core: CoreContext, campaignId: string, atMs = core.clock.nowMs()): void {
  let campaigns = finished.get(core);
  if (!campaigns) finished.set(core, (campaigns = new Map()));
  const times = campaigns.get(campaignId) ?? [];
  times.push(atMs);
  trim(times, atMs);
  campaigns.set(campaignId, times);
}

function trim(times: number[], nowMs: number): void {
  let drop = 0;
  while (drop < times.length && times[drop]! < nowMs - RATE_WINDOW_MS) drop++;
  if (drop > 0) times.splice(0, drop);
}

/** Renders a second over the window (from the first render in it to now), or null without enough of them. */
export function renderRate(core: CoreContext, campaignId: string, nowMs = core.clock.nowMs()): number | null {
  const times = finished.get(core)?.get(campaignId);
  if (!times) return null;
  trim(times, nowMs);
  if (times.length < MIN_RENDERS) return null;
  const seconds = Math.max(1, (nowMs - times[0]!) / 1000);
  return times.length / seconds;
}

export interface RenderBacklog {
  queued: number;
  rendered: number;
  failed: number;
  rendered_per_second: number | null;
  seconds_remaining: number | null;
}

/** The campaign's live recipients by render state, with the rate and the time the queued ones will take at it. */
export function renderBacklogOf(core: CoreContext, campaignId: string, nowMs = core.clock.nowMs()): RenderBacklog {
  const counts = countByRenderStatus(core.db, campaignId);
  const queued = counts.queued ?? 0;
  const rate = queued > 0 ? renderRate(core, campaignId, nowMs) : null;
  return {
    queued,
    rendered: counts.rendered ?? 0,
    failed: counts.failed ?? 0,
    rendered_per_second: rate === null ? null : Math.round(rate * 100) / 100,
    seconds_remaining: rate === null ? null : Math.round((queued / rate) * 10) / 10,
  };
}
