import { describe, expect, it, vi } from 'vitest';
import { setRenderOutcome } from '#core/db/recipients-repo.ts';
import { addRecipients, createCampaign, recipient } from '#core/test-support/fixtures.ts';
import { call, testCore } from '#core/test-support/test-core.ts';
import { noteRenderFinished, RATE_WINDOW_MS, renderBacklogOf, renderRate } from './render-backlog.ts';
import { BULK_INTAKE, holdRendersForIntake } from './render-queue.ts';

describe("a campaign's render backlog", () => {
  it('counts its live recipients by render state, and the time the queued ones take at the last minute\'s rate (GET …/timeline)', async () => {
    const core = testCore({ workers: false }); // nothing renders on its own: the test says what finished when
    const campaign = await createCampaign(core);
    const added = (await addRecipients(core, campaign.id, [recipient(), recipient(), recipient(), recipient()])).body as { id: string }[];
    const timeline = async () => (await call(core, 'GET', `/api/campaigns/${campaign.id}/timeline`, { key: core.keys.customerKey })).body;
    expect((await timeline()).render).toEqual({ queued: 4, rendered: 0, failed: 0, rendered_per_second: null, seconds_remaining: null });

    const now = core.context.clock.nowMs();
    setRenderOutcome(core.context.db, added[0]!.id, 'rendered', null, new Date().toISOString());
    noteRenderFinished(core.context, campaign.id, now - 10_000);
    // One render gives no pace yet.
    expect(renderBacklogOf(core.context, campaign.id, now)).toMatchObject({ queued: 3, rendered: 1, rendered_per_second: null, seconds_remaining: null });
    setRenderOutcome(core.context.db, added[1]!.id, 'failed', 'Rendering failed: no font', new Date().toISOString());
    noteRenderFinished(core.context, campaign.id, now - 5_000);
    // Two renders in 10 s: 0.2 a second, so the 2 queued take 10 s.
    expect(renderBacklogOf(core.context, campaign.id, now)).toEqual({ queued: 2, rendered: 1, failed: 1, rendered_per_second: 0.2, seconds_remaining: 10 });
    expect((await timeline()).render).toMatchObject({ queued: 2, rendered: 1, failed: 1 });
  });

  it('forgets renders older than a minute, and keeps campaigns apart', async () => {
    const core = testCore({ workers: false });
    const now = 1_000_000;
    for (const at of [now - RATE_WINDOW_MS - 2000, now - RATE_WINDOW_MS - 1000, now - 4000, now - 2000]) noteRenderFinished(core.context, 'c1', at);
    expect(renderRate(core.context, 'c1', now)).toBe(0.5); // 2 in the 4 s since the first still in the window
    expect(renderRate(core.context, 'c2', now)).toBeNull();
    expect(renderRate(core.context, 'c1', now + RATE_WINDOW_MS)).toBeNull();
  });
});

describe('the backlog counts', () => {
  it('leave deleted recipients out', async () => {
    const core = testCore({ workers: false });
    const campaign = await createCampaign(core);
    const added = (await addRecipients(core, campaign.id, [recipient(), recipient(), recipient()])).body as { id: string }[];
    core.context.db.prepare("UPDATE recipients SET status = 'deleted' WHERE id = ?").run(added[0]!.id);
    expect(renderBacklogOf(core.context, campaign.id)).toMatchObject({ queued: 2, rendered: 0, failed: 0 });
  });
});

describe('a bulk post', () => {
  it(`of ${BULK_INTAKE} recipients or more holds the render backlog as an import's batch does; a smaller one, or a refused one, does not`, async () => {
    const core = testCore({ workers: false });
    const campaign = await createCampaign(core);
    const hold = vi.spyOn(core.context.jobs, 'holdBacklog');
    const people = (n: number) => Array.from({ length: n }, (_, i) => recipient({ firstName: `Reader${i}` }));
    expect((await addRecipients(core, campaign.id, people(BULK_INTAKE - 1))).status).toBe(200);
    expect((await addRecipients(core, campaign.id, [...people(BULK_INTAKE), { firstName: 'No address' }])).status).toBe(400);
    expect(hold).not.toHaveBeenCalled();
    expect((await addRecipients(core, campaign.id, people(BULK_INTAKE))).status).toBe(200);
    expect(hold).toHaveBeenCalledTimes(1);
  });
});

describe("an intake's batches", () => {
  it('collect the garbage once, shortly before the renders they held start', () => {
    vi.useFakeTimers();
    try {
      const core = testCore({ workers: false });
      const collect = vi.fn();
      const hold = vi.spyOn(core.context.jobs, 'holdBacklog');
      for (let batch = 0; batch < 5; batch++) {
        holdRendersForIntake(core.context, collect);
        vi.advanceTimersByTime(300); // the next batch comes before the hold ends
      }
      expect(collect).not.toHaveBeenCalled();
      const [[heldMs]] = hold.mock.calls as [[number]];
      vi.advanceTimersByTime(heldMs - 300 - 1);
      expect(collect).toHaveBeenCalledTimes(1); // before the last batch's hold is over
      vi.advanceTimersByTime(10_000);
      expect(collect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
