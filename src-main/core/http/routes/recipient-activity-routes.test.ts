import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const get = (core: Core, path: string, key = core.keys.customerKey) => call(core, 'GET', path, { key });
const admin = (core: Core) => ({ Authorization: `Bearer ${core.keys.adminToken}` });

describe('GET /api/campaigns/{campaignId}/recipients', () => {
  it('pages through a campaign\'s recipients in the order they were added, with the total', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign.id, Array.from({ length: 7 }, (_, i) => recipient({ firstName: `R${i}` })));
    const first = await get(core, `/api/campaigns/${campaign.id}/recipients?limit=3`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 7, limit: 3, offset: 0 });
    expect(first.body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['R0', 'R1', 'R2']);
    const last = await get(core, `/api/campaigns/${campaign.id}/recipients?limit=3&offset=6`);
    expect(last.body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['R6']);
    expect(last.body.data[0]).toMatchObject({ status: 'pending', render_status: 'queued', warnings: [], scans: 0, address1: '12 Byron Road', campaign_id: campaign.id });
  });

  it('searches and filters by status and by warning', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const long = '1234 Extraordinarily Long Boulevard Name';
    await addRecipients(core, campaign.id, [recipient({ firstName: 'Grace', lastName: 'Hopper' }), recipient({ address: { address1: long, city: 'London', postalCode: 'W1 2AB', country: 'GB' } })]);
    const found = await get(core, `/api/campaigns/${campaign.id}/recipients?q=grace%20hop`);
    expect(found.body.total).toBe(1);
    expect(found.body.data[0].last_name).toBe('Hopper');
    const warned = await get(core, `/api/campaigns/${campaign.id}/recipients?warning=any`);
    expect(warned.body.total).toBe(1);
    expect(warned.body.data[0].warnings).toEqual(['Address line 1 is over 30 characters']);
    expect((await get(core, `/api/campaigns/${campaign.id}/recipients?warning=none`)).body.total).toBe(1);
    expect((await get(core, `/api/campaigns/${campaign.id}/recipients?status=ready`)).body.total).toBe(0);
  });

  it('answers 400 for a bad filter and 404 for another team\'s campaign', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const bad = await get(core, `/api/campaigns/${campaign.id}/recipients?limit=501`);
    expectErrorAnswer(bad, 400, 'Validation error');
    const other = await provisionTeam(core);
    const hidden = await get(core, `/api/campaigns/${campaign.id}/recipients`, other.key);
    expectErrorAnswer(hidden, 404, /^Campaign not found/);
  });
});

describe('fulfilment timelines', () => {
  it('records each status with its time, per recipient and per campaign', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const [r] = (await addRecipients(core, campaign.id, [recipient(), recipient()])).body;
    const paid = await call(core, 'POST', '/api/recipients/checkout', { key: core.keys.customerKey, body: { campaignId: campaign.id } });
    expect(paid.body.status).toBe('payment_succeeded');
    await call(core, 'POST', `/_sandbox/campaigns/${campaign.id}/advance`, { headers: admin(core) });
    await call(core, 'POST', `/_sandbox/recipients/${r.id}/advance`, { headers: admin(core) });

    const activity = await get(core, `/api/recipients/${r.id}/activity`);
    expect(activity.status).toBe(200);
    expect(activity.body.created_at).toBe(r.created_at);
    expect(activity.body.statuses.map((s: { status: string }) => s.status)).toEqual(['ready', 'printing', 'shipped']);
    expect(activity.body.scans).toEqual([]);

    const timeline = await get(core, `/api/campaigns/${campaign.id}/timeline`);
    expect(timeline.body.steps.map((s: { status: string; count: number }) => [s.status, s.count])).toEqual([
      ['pending', 2],
      ['ready', 2],
      ['printing', 2],
      ['shipped', 1],
      ['delivered', 0],
    ]);
    expect(timeline.body.steps[4].first_at).toBeNull();
    expect(timeline.body.spent_cents).toBe(500);
    expect(activity.body.documents).toEqual(expect.any(Array));
    expect(typeof timeline.body.steps[3].first_at).toBe('string');
  });

  it('gives the address as printed: the country written abroad, left off at home', async () => {
    const core = testCore();
    const fromUs = await createCampaign(core); // its return address is in the US
    const [uk, us] = (await addRecipients(core, fromUs.id, [recipient(), recipient({ firstName: 'Grace', lastName: 'Hopper', address: { address1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postalCode: '20500', country: 'United States' } })])).body;
    expect((await get(core, `/api/recipients/${uk.id}/activity`)).body.address_lines).toEqual(['Ada Lovelace', '12 Byron Road', 'London', 'W1 2AB', 'UNITED KINGDOM']);
    expect((await get(core, `/api/recipients/${us.id}/activity`)).body.address_lines).toEqual(['Grace Hopper', '1600 Pennsylvania Avenue NW', 'Washington, DC 20500']);
    // Without a return address the team's home country decides; until it is set the country is always written.
    const noReturn = await createCampaign(core, { return_address: undefined });
    const [home] = (await addRecipients(core, noReturn.id, [recipient()])).body;
    expect((await get(core, `/api/recipients/${home.id}/activity`)).body.address_lines.at(-1)).toBe('UNITED KINGDOM');
    const set = await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core), body: { homeCountry: 'GB' } });
    expect(set.body.homeCountry).toBe('GB');
    expect((await get(core, `/api/recipients/${home.id}/activity`)).body.address_lines).toEqual(['Ada Lovelace', '12 Byron Road', 'London', 'W1 2AB']);
    const bad = await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core), body: { homeCountry: 'Narnia' } });
    expect(bad.status).toBe(400);
    expect((await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core), body: { homeCountry: null } })).body.homeCountry).toBeNull();
  });

  it('answers 404 for an unknown recipient', async () => {
    const core = testCore();
    const res = await get(core, '/api/recipients/nope/activity');
    expectErrorAnswer(res, 404, 'Recipient not found');
  });
});

describe('POST /api/recipients/{recipientId}/render', () => {
  it('queues the recipient again and answers its detail', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const [r] = (await addRecipients(core, campaign.id, recipient())).body;
    core.context.db.prepare("UPDATE recipients SET render_status = 'failed', render_error = 'boom' WHERE id = ?").run(r.id);
    const res = await call(core, 'POST', `/api/recipients/${r.id}/render`, { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: r.id, render_status: 'queued', render_error: null, is_rendered: false });
  });
});

describe('GET /api/campaigns/{campaignId}/quote', () => {
  it('quotes what checkout would charge, and charges nothing', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign.id, [recipient(), recipient(), recipient()]);
    const quote = await get(core, `/api/campaigns/${campaign.id}/quote`);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ pieces: 3, total_cents: 750, currency: 'usd', payment_method: 'valid', outcome: 'charge_card', blocked: null });
    expect(quote.body.lines).toEqual([{ kind: 'pieces', description: `A6 Postcard: ${campaign.name}`, quantity: 3, unit_cents: 250, amount_cents: 750 }]);
    expect((await get(core, `/api/campaigns/${campaign.id}`)).body.metrics).toMatchObject({ pending: 3 });

    const paid = await call(core, 'POST', '/api/recipients/checkout', { key: core.keys.customerKey, body: { campaignId: campaign.id } });
    expect(paid.body.status).toBe('payment_succeeded');
    const after = await get(core, `/api/campaigns/${campaign.id}/quote`);
    expect(after.body).toMatchObject({ pieces: 0, total_cents: 0, blocked: 'The campaign has no pending recipients to check out' });
  });

  it('says where the pieces go and which go abroad, at the same unit price', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const france = { address1: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' };
    await addRecipients(core, campaign.id, [recipient(), recipient({ address: france }), recipient()]);
    const quote = await get(core, `/api/campaigns/${campaign.id}/quote`);
    expect(quote.body).toMatchObject({ posted_from: 'US', destinations: [{ country: 'GB', pieces: 2, international: true }, { country: 'FR', pieces: 1, international: true }] });
    expect(quote.body.lines).toEqual([{ kind: 'pieces', description: `A6 Postcard: ${campaign.name}`, quantity: 3, unit_cents: 250, amount_cents: 750 }]);
  });
});

describe('GET /api/campaign-spend', () => {
  it("lists each charged campaign of the team with its paid invoice lines summed, in one answer; other teams see none of it", async () => {
    const core = testCore();
    const paid = await createCampaign(core);
    const unpaid = await createCampaign(core);
    await addRecipients(core, paid.id, [recipient(), recipient(), recipient()]);
    await addRecipients(core, unpaid.id, [recipient()]);
    expect((await get(core, '/api/campaign-spend')).body).toEqual({ data: [] });

    const checkout = await call(core, 'POST', '/api/recipients/checkout', { key: core.keys.customerKey, body: { campaignId: paid.id } });
    expect(checkout.body.status).toBe('payment_succeeded');
    const spend = await get(core, '/api/campaign-spend');
    expect(spend.status).toBe(200);
    expect(spend.body).toEqual({ data: [{ campaign_id: paid.id, currency: 'usd', spent_cents: 750 }] });
    // The same figure as the campaign's timeline.
    expect((await get(core, `/api/campaigns/${paid.id}/timeline`)).body.spent_cents).toBe(750);

    const other = await provisionTeam(core);
    expect((await get(core, '/api/campaign-spend', other.key)).body).toEqual({ data: [] });
  });
});
