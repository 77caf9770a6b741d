import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, recipient, sandboxCampaign } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const admin = (core: Core) => ({ Authorization: `Bearer ${core.keys.adminToken}` });
const advanceRecipient = (core: Core, id: string) => call(core, 'POST', `/_sandbox/recipients/${id}/advance`, { headers: admin(core) });
const advanceCampaign = (core: Core, id: string) => call(core, 'POST', `/_sandbox/campaigns/${id}/advance`, { headers: admin(core) });
const markReady = (core: Core, campaignId: string) => core.context.db.prepare("UPDATE recipients SET status = 'ready' WHERE campaign_id = ?").run(campaignId);

describe('sandbox fulfilment', () => {
  it('moves a ready recipient through printing, shipped and delivered, and no further', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const [r] = (await addRecipients(core, campaign.id, recipient())).body;
    const unpaid = await advanceRecipient(core, r.id);
    expectErrorAnswer(unpaid, 400, 'A pending recipient cannot move on in fulfilment');
    markReady(core, campaign.id);
    const steps = [];
    for (let i = 0; i < 3; i++) steps.push((await advanceRecipient(core, r.id)).body.status);
    expect(steps).toEqual(['printing', 'shipped', 'delivered']);
    expect((await advanceRecipient(core, r.id)).status).toBe(400);
    const view = await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey });
    expect(view.body.metrics).toMatchObject({ total: 1, delivered: 1, ready: 0 });
    expect(view.body.status).toBe('shipped');
  });

  it('moves a whole campaign a step and returns it with its metrics', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign.id, [recipient(), recipient(), recipient()]);
    markReady(core, campaign.id);
    const printing = await advanceCampaign(core, campaign.id);
    expect(printing.status).toBe(200);
    expect(printing.body.id).toBe(campaign.id);
    expect(printing.body.metrics).toMatchObject({ total: 3, printing: 3 });
    await advanceCampaign(core, campaign.id);
    const delivered = await advanceCampaign(core, campaign.id);
    expect(delivered.body.metrics).toMatchObject({ total: 3, delivered: 3 });
    expect(delivered.body.status).toBe('shipped');
  });

  it('never sends testing recipients to fulfilment', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    await sandboxCampaign(core, campaign.id, { testing: true });
    const [r] = (await addRecipients(core, campaign.id, recipient())).body;
    markReady(core, campaign.id);
    const res = await advanceRecipient(core, r.id);
    expectErrorAnswer(res, 400, 'Testing recipients are never mailed');
    const all = await advanceCampaign(core, campaign.id);
    expect(all.body.metrics).toMatchObject({ ready: 1, printing: 0 });
  });

  it('is behind the admin token and 404s unknown ids', async () => {
    const core = testCore();
    const res = await call(core, 'POST', '/_sandbox/recipients/x/advance', { key: core.keys.customerKey });
    expect(res.status).toBe(401);
    expect((await advanceRecipient(core, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await advanceCampaign(core, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
