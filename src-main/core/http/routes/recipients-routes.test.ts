import { describe, expect, it } from 'vitest';
import { addRecipients, createCampaign, createTemplate, A6_POSTCARD, provisionTeam, recipient, sandboxCampaign, sandboxTeam } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const countRecipients = (core: Core) => (core.context.db.prepare('SELECT count(*) AS n FROM recipients').get() as { n: number }).n;

/** A campaign of an A6 postcard whose writing side says `content`. */
async function campaignWriting(core: Core, content: string) {
  const templateId = await createTemplate(core, { product_id: A6_POSTCARD, pages: [{ blocks: [] }, { blocks: [{ type: 'text', x: 8, y: 8, width: 60, height: 80, content }] }] });
  return createCampaign(core, { template_id: templateId });
}

describe('POST /api/recipients', () => {
  it('creates one recipient from an object: flattened snake_case, pending, no preview URLs', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, recipient({ title: 'Dr', company: 'Analytical Engines', email: 'ada@example.com', domain: 'example.com', variables: { externalId: 42, tier: 'gold' } }));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [r] = res.body;
    expect(r).toMatchObject({
      title: 'Dr',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      email: 'ada@example.com',
      domain: 'example.com',
      address1: '12 Byron Road',
      city: 'London',
      postal_code: 'W1 2AB',
      country: 'GB',
      status: 'pending',
      campaign_id: campaign.id,
      team_id: core.keys.teamId,
      variables: { externalId: 42, tier: 'gold' },
    });
    expect(JSON.stringify(r)).not.toMatch(/preview|signed_url|documents/);
  });

  it('keeps extra top-level fields as variables and ignores a top-level externalId', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, recipient({ department: 'Sales', 'custom 1': 'a', 'custom 2': 'b', externalId: 'top-level' }));
    expect(res.status).toBe(200);
    expect(res.body[0].variables).toEqual({ department: 'Sales', 'custom 1': 'a', 'custom 2': 'b' });
    const fetched = await call(core, 'GET', `/api/recipients/${res.body[0].id}`, { key: core.keys.customerKey });
    expect(fetched.body.variables).toEqual({ department: 'Sales', 'custom 1': 'a', 'custom 2': 'b' });
  });

  it('creates a batch from an array', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [recipient(), recipient({ firstName: 'Charles', lastName: 'Babbage' })]);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.first_name)).toEqual(['Ada', 'Charles']);
  });

  it('fails a batch with one invalid recipient, pointing at its index and field, and stores nothing', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [recipient(), recipient({ firstName: undefined }), recipient()]);
    expectErrorAnswer(res, 400, 'Validation error');
    expect(res.body.data.data[1].firstName._errors).toEqual(['Required']);
    expect(countRecipients(core)).toBe(0);
  });

  it('400s a missing campaignId or data, and a wrong type of data', async () => {
    const core = testCore();
    const missing = await call(core, 'POST', '/api/recipients', { key: core.keys.customerKey, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.data.campaignId._errors).toEqual(['Required']);
    expect(missing.body.data.data._errors).toEqual(['Required']);
    const campaign = await createCampaign(core);
    const wrong = await addRecipients(core, campaign.id, 'Ada Lovelace');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.data._errors).toEqual(['Expected object, received string']);
  });

  it('requires a full address for mailed campaigns, and a state for US and CA', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, [recipient({ address: {} }), recipient({ address: { address1: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US' } })]);
    expect(res.status).toBe(400);
    for (const field of ['address1', 'city', 'postalCode', 'country']) expect(res.body.data.data[0].address[field]._errors, field).toEqual(['Required']);
    expect(res.body.data.data[1].address.state._errors).toEqual(['Required for US addresses']);
    const ok = await addRecipients(core, campaign.id, recipient({ address: { address1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'us' } }));
    expect(ok.status).toBe(200);
    expect(ok.body[0].country).toBe('US');
  });

  it('does not require address lines for bulk shipping campaigns', async () => {
    const core = testCore();
    const campaign = await createCampaign(core, { delivery_method: 'bulkShipping', shipping_address: { address1: '1 Depot Way', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' } });
    const res = await addRecipients(core, campaign.id, recipient({ address: {} }));
    expect(res.status).toBe(200);
  });

  it('requires the variables the template writes, as strings', async () => {
    const core = testCore();
    const campaign = await campaignWriting(core, 'Hi {{firstName}}, enjoy the {{favouriteColour}} roses from {{company}}.');
    const missing = await addRecipients(core, campaign.id, recipient());
    expect(missing.status).toBe(400);
    expect(missing.body.data.data.variables.favouriteColour._errors).toEqual(['Required by the campaign template']);
    expect(missing.body.data.data.company._errors).toEqual(['Required by the campaign template']);
    const number = await addRecipients(core, campaign.id, recipient({ company: 'Acme', variables: { favouriteColour: 7 } }));
    expect(number.body.data.data.variables.favouriteColour._errors).toEqual(['Expected string, received number']);
    const ok = await addRecipients(core, campaign.id, recipient({ company: 'Acme', variables: { favouriteColour: 'red' } }));
    expect(ok.status).toBe(200);
  });

  it('asks nothing for a variable written with a fallback', async () => {
    const core = testCore();
    const campaign = await campaignWriting(core, 'Hi {{firstName}}, a {{ tier | default: "member" }} gift from {{company | default: \'us\'}}.');
    const ok = await addRecipients(core, campaign.id, recipient());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("treats an unknown campaign and another team's campaign alike", async () => {
    const core = testCore();
    const other = await provisionTeam(core);
    const campaign = await createCampaign(core);
    const foreign = await addRecipients(core, campaign.id, recipient(), other.key);
    const unknown = await addRecipients(core, '00000000-0000-4000-8000-000000000000', recipient(), other.key);
    expect(foreign.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect({ ...foreign.body, url: '' }).toEqual({ ...unknown.body, url: '' });
    expect(countRecipients(core)).toBe(0);
  });

  it('refuses recipients for a paid one-time campaign with "Failed to create recipients"', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    core.context.db.prepare("UPDATE campaigns SET invoice_id = 'inv_paid' WHERE id = ?").run(campaign.id);
    const res = await addRecipients(core, campaign.id, recipient());
    expectErrorAnswer(res, 400, 'Failed to create recipients');
    expect(res.body.data.campaign_id).toBe(campaign.id);
    expect(countRecipients(core)).toBe(0);
  });

  it('refuses recipients while an activation is in progress', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    expect((await sandboxCampaign(core, campaign.id, { activationInProgress: true })).status).toBe(200);
    const res = await addRecipients(core, campaign.id, recipient());
    expectErrorAnswer(res, 400, 'Failed to create recipients');
    await sandboxCampaign(core, campaign.id, { activationInProgress: false });
    expect((await addRecipients(core, campaign.id, recipient())).status).toBe(200);
  });

  it('refuses live recipients for a recurring campaign that is not ready, but takes testing recipients', async () => {
    const core = testCore();
    const campaign = await createCampaign(core, { frequency: 'recurring' });
    expect(campaign.status).toBe('pending');
    const live = await addRecipients(core, campaign.id, recipient());
    expectErrorAnswer(live, 400, 'Failed to create recipients');
    await sandboxCampaign(core, campaign.id, { testing: true });
    const testing = await addRecipients(core, campaign.id, recipient());
    expect(testing.status).toBe(200);
    expect(testing.body[0].testing).toBe(true);
  });

  it('403s attachments when the team does not have them', async () => {
    const core = testCore();
    const campaign = await createCampaign(core);
    const res = await addRecipients(core, campaign.id, recipient({ attachments: [null] }));
    expectErrorAnswer(res, 403, 'Recipient attachments are not enabled for this team');
  });

  it('upserts by externalId in a ready recurring campaign when the team has upsert on', async () => {
    const core = testCore();
    await sandboxTeam(core, { externalIdUpsert: true });
    const campaign = await createCampaign(core, { frequency: 'recurring', activate: true });
    expect(campaign.status).toBe('ready');
    const first = await addRecipients(core, campaign.id, recipient({ variables: { externalId: 'crm-1' } }));
    await core.context.jobs.drain();
    const ready = await call(core, 'GET', `/api/recipients/${first.body[0].id}`, { key: core.keys.customerKey });
    expect(ready.body.status).toBe('ready'); // subscription-billed recurring recipients need no checkout
    const again = await addRecipients(core, campaign.id, recipient({ firstName: 'Augusta', variables: { externalId: 'crm-1' } }));
    expect(again.status).toBe(200);
    expect(again.body[0].id).toBe(first.body[0].id);
    expect(again.body[0].first_name).toBe('Augusta');
    expect(countRecipients(core)).toBe(1);
  });

  it('creates a duplicate externalId as a new recipient when upsert is off', async () => {
    const core = testCore();
    const campaign = await createCampaign(core, { frequency: 'recurring', activate: true });
    await addRecipients(core, campaign.id, recipient({ variables: { externalId: 'crm-1' } }));
    await core.context.jobs.drain();
    await addRecipients(core, campaign.id, recipient({ variables: { externalId: 'crm-1' } }));
    expect(countRecipients(core)).toBe(2);
  });
});

describe('GET /api/recipients/{id}', () => {
  it("returns the recipient with its campaign summary; another team's recipient is 404 like a missing one", async () => {
    const core = testCore();
    const other = await provisionTeam(core);
    const campaign = await createCampaign(core);
    const [created] = (await addRecipients(core, campaign.id, recipient())).body;
    const res = await call(core, 'GET', `/api/recipients/${created.id}`, { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ id: campaign.id, name: campaign.name, status: campaign.status, product: { id: A6_POSTCARD, name: 'A6 Postcard' }, delivery_method: 'directMail', include_envelope: false });
    expect(res.body.campaign.template).toMatchObject({ id: campaign.template_id, status: 'active' });
    const foreign = await call(core, 'GET', `/api/recipients/${created.id}`, { key: other.key });
    const missing = await call(core, 'GET', '/api/recipients/00000000-0000-4000-8000-000000000000', { key: other.key });
    expectErrorAnswer(foreign, 404, 'Recipient not found');
    expect({ ...foreign.body, url: '' }).toEqual({ ...missing.body, url: '' });
  });

  it('follows rendering: is_rendered, documents, campaign metrics and latest_recipient', async () => {
    const core = testCore({ workers: false });
    const campaign = await createCampaign(core);
    const [created] = (await addRecipients(core, campaign.id, recipient())).body;
    const before = await call(core, 'GET', `/api/recipients/${created.id}`, { key: core.keys.customerKey });
    expect(before.body.is_rendered).toBe(false);
    expect(before.body.documents).toEqual([]);
    core.context.jobs.start();
    await core.context.jobs.drain();
    const after = await call(core, 'GET', `/api/recipients/${created.id}`, { key: core.keys.customerKey });
    expect(after.body.is_rendered).toBe(true);
    const base = `teams/${core.keys.teamId}/campaigns/${campaign.id}/recipients/${created.id}`;
    expect(after.body.documents.map((d: any) => [d.format, d.document.type, d.src])).toEqual([
      ['pdf', 'postcard', `${base}/postcard.pdf`],
      ['preview', 'postcard', `${base}/postcard-1.png`],
      ['preview', 'postcard', `${base}/postcard-2.png`],
    ]);
    const view = await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey });
    expect(view.body.metrics).toMatchObject({ total: 1, pending: 1, ready: 0 });
    expect(view.body.latest_recipient).toEqual({ id: created.id });
  });
});
