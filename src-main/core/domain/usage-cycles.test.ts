import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, recipient, sandboxTeam } from '../test-support/fixtures.ts';
import { call, testCore } from '../test-support/test-core.ts';
import type { Core } from '../wiring/create-core.ts';

const DAY = 24 * 60 * 60 * 1000;
const usage = async (core: Core) => (await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/usage`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } })).body;
const png = (core: Core, query = '') => call(core, 'POST', `/api/generate/png${query}`, { key: core.keys.customerKey, body: { content: 'Hi', width: '20mm', height: '10mm' } });

describe('subscription usage per 30-day cycle', () => {
  it('counts renders and subscription-billed recipients in the cycle they happened in', async () => {
    let offset = 0;
    const core = testCore({ clock: { nowMs: () => Date.now() + offset } });
    await png(core, '?preview=true');
    await png(core);
    const campaign = await createCampaign(core, { frequency: 'recurring', activate: true });
    await addRecipients(core, campaign.id, [recipient(), recipient()]);
    await core.context.jobs.drain();
    offset = 31 * DAY;
    await png(core);
    const view = await usage(core);
    expect(view.cycleDays).toBe(30);
    expect(view.cycles.map((c: any) => c.usage)).toEqual([
      { png_preview: 1, png_final: 1, recipient: 2 },
      { png_final: 1 },
    ]);
    expect(Date.parse(view.cycles[1].start) - Date.parse(view.cycles[0].start)).toBe(30 * DAY);
  });

  it('starts a new count when a subscription starts again, and has no cycles without one', async () => {
    const core = testCore();
    await png(core);
    await sandboxTeam(core, { subscription: 'none' });
    expect((await usage(core)).cycles).toEqual([]);
    await sandboxTeam(core, { subscription: 'active' });
    const view = await usage(core);
    expect(view.cycles).toHaveLength(1);
    expect(view.cycles[0].usage).toEqual({}); // the earlier render belongs to the ended subscription
  });
});
