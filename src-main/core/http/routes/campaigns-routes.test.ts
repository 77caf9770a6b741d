import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EXAMPLE } from '#shared/contract/campaigns.ts';
import { ISO_MICROS_PATTERN } from '#shared/time.ts';
import { A5_CARD_ID, A6_POSTCARD_ID, createTemplate, provision, sandboxPatch } from '#core/test-support/partner-flow.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TS = expect.stringMatching(ISO_MICROS_PATTERN);
type TestCore = ReturnType<typeof testCore>;

const RETURN_ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', company: 'Acme Ltd', address1: '1 High Street', city: 'London', postal_code: 'N1 1AA', country: 'gb' };

/** The seeded demo team: subscription active, payment valid, one published A6 postcard template. */
async function demo(core: TestCore) {
  const templates = await call(core, 'GET', '/api/templates', { key: core.keys.customerKey });
  return { key: core.keys.customerKey, templateId: templates.body[0].id as string };
}

const body = (templateId: string, extra: Record<string, unknown> = {}) => ({
  name: 'Spring thanks',
  delivery_method: 'directMail',
  frequency: 'oneTime',
  product_id: A6_POSTCARD_ID,
  template_id: templateId,
  ...extra,
});
const create = (core: TestCore, key: string, payload: unknown) => call(core, 'POST', '/api/campaigns', { key, body: payload });
const count = (core: TestCore) => (core.context.db.prepare('SELECT count(*) AS n FROM campaigns').get() as { n: number }).n;

/** A provisioned team with invoice billing (no subscription) and a template. */
async function oneTimeTeam(core: TestCore) {
  const team = await provision(core);
  await sandboxPatch(core, team.teamId, { paymentMethod: 'valid' });
  const template = await createTemplate(core, team.apiKey.key);
  return { team, key: team.apiKey.key, templateId: template.id as string };
}

describe('POST /api/campaigns', () => {
  it('creates a pending campaign carrying every field of the Campaign object', async () => {
    const core = testCore();
    const { team, key, templateId } = await oneTimeTeam(core);
    const res = await create(core, key, body(templateId));
    expect(res.status).toBe(200);
    // The contract's example is a new campaign: this one differs by its request, team and template.
    expect(res.body).toEqual({
      ...CAMPAIGN_EXAMPLE,
      id: expect.stringMatching(UUID),
      name: 'Spring thanks',
      template_id: templateId,
      return_address_id: null,
      return_address: null,
      team_id: team.teamId,
      created_at: TS,
      updated_at: TS,
      template: { id: templateId, name: 'Untitled Template', render_mode: 'standard' },
      // The default template greets the recipient by first name.
      variables: expect.arrayContaining([{ id: 'firstName', context: 'recipient', label: 'First name', mapper: 'firstName' }]),
    });
  });

  it('derives billing_method from the team billing setup', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    expect((await create(core, key, body(templateId))).body.billing_method).toBe('subscription');
    const one = await oneTimeTeam(core);
    expect((await create(core, one.key, body(one.templateId))).body.billing_method).toBe('oneTime');
  });

  it('exposes custom template variables and keeps envelope options, addresses and tracking email', async () => {
    const core = testCore();
    const { key } = await demo(core);
    const pages = [{ blocks: [{ type: 'text', x: 5, y: 5, width: 100, height: 50, content: 'Hi {{ firstName }} in {{city}}: {{favourite_colour}} {{firstName}}' }] }];
    const template = await createTemplate(core, key, { product_id: A5_CARD_ID, pages });
    const res = await create(core, key, body(template.id, {
      product_id: A5_CARD_ID, include_envelope: true, envelope_sealed: true, stamp_on_envelope: true,
      delivery_method: 'bulkShipping', shipping_address: { ...RETURN_ADDRESS, company: 'Warehouse' }, return_address: RETURN_ADDRESS, tracking_email: 'ops@acme.example',
    }));
    expect(res.status).toBe(200);
    expect(res.body.variables).toEqual([
      { id: 'firstName', context: 'recipient', label: 'First name', mapper: 'firstName' },
      { id: 'city', context: 'recipient', label: 'City', mapper: 'address.city' },
      { id: 'favourite_colour', context: 'custom', label: 'Favourite colour', mapper: 'variables.favourite_colour' },
    ]);
    expect(res.body).toMatchObject({ include_envelope: true, envelope_sealed: true, stamp_on_envelope: true, tracking_email: 'ops@acme.example' });
    expect(res.body.return_address).toEqual({ type: 'return', ...RETURN_ADDRESS, country: 'GB' });
    expect(res.body.shipping_address).toMatchObject({ type: 'shipping', company: 'Warehouse' });
    expect(res.body.return_address_id).toMatch(UUID);
    expect(res.body.shipping_address_id).toMatch(UUID);
  });

  it('400s with the _errors tree for each missing required field and bad enum', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    for (const field of ['name', 'delivery_method', 'frequency', 'product_id', 'template_id']) {
      const payload: Record<string, unknown> = body(templateId);
      delete payload[field];
      const res = await create(core, key, payload);
      expect(res.status, field).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors, field).toEqual(['Required']);
    }
    const badDelivery = await create(core, key, body(templateId, { delivery_method: 'email' }));
    expect(badDelivery.body.data.delivery_method._errors[0]).toMatch(/^Invalid enum value\. Expected 'directMail' \| 'bulkShipping'/);
    const badFrequency = await create(core, key, body(templateId, { frequency: 'weekly' }));
    expect(badFrequency.body.data.frequency._errors[0]).toMatch(/^Invalid enum value\. Expected 'oneTime' \| 'recurring'/);
    const badEmail = await create(core, key, body(templateId, { tracking_email: 'nope' }));
    expect(badEmail.body.data.tracking_email._errors).toEqual(['Invalid email']);
    const badAddress = await create(core, key, body(templateId, { return_address: { ...RETURN_ADDRESS, country: 'Narnia', city: undefined } }));
    expect(badAddress.body.data.return_address.country._errors).toEqual(['Unknown country: use a two- or three-letter ISO code or an English country name']);
    expect(badAddress.body.data.return_address.city._errors).toEqual(['Required']);
    expect(count(core)).toBe(0);
  });

  it('400s unless product and template exist in the team and are compatible', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const other = await oneTimeTeam(core);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product_id: '00000000-0000-4000-8000-000000000000' }, 'product_id', 'Unknown product'],
      [{ template_id: '00000000-0000-4000-8000-000000000000' }, 'template_id', 'No published template with this id in the team'],
      [{ template_id: other.templateId }, 'template_id', 'No published template with this id in the team'],
      [{ product_id: A5_CARD_ID }, 'template_id', 'Template is laid out for A6 Postcard, not A5 Flat Card'],
      [{ include_envelope: true }, 'include_envelope', 'A6 Postcard cannot include an envelope'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await create(core, key, body(templateId, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors).toEqual([message]);
    }
    expect(count(core)).toBe(0);
  });

  it('requires shipping_address for bulkShipping', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const res = await create(core, key, body(templateId, { delivery_method: 'bulkShipping' }));
    expect(res.status).toBe(400);
    expect(res.body.data.shipping_address._errors).toEqual(['Required for bulkShipping']);
    expect((await create(core, key, body(templateId, { delivery_method: 'bulkShipping', shipping_address: RETURN_ADDRESS }))).status).toBe(200);
  });

  it('400s when billing fields are sent, oneTimeInvoice included', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const fields: [string, unknown][] = [['billing_method', 'oneTimeInvoice'], ['billing_method', 'subscription'], ['billing_method', 'oneTime'], ['subscription_id', 'sub_1'], ['invoice_id', 'in_1'], ['billing', {}], ['payment_method', 'card']];
    for (const [field, value] of fields) {
      const res = await create(core, key, body(templateId, { [field]: value }));
      expect(res.status, field).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors).toEqual(["Billing fields must not be sent; billing_method is derived from the team's billing setup"]);
    }
    expect(count(core)).toBe(0);
  });

  it('requires activate to be a JSON boolean', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    for (const activate of ['true', 1, 'false', null]) {
      const res = await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS, activate }));
      expect(res.status, JSON.stringify(activate)).toBe(400);
      expect(res.body.data.activate._errors.length).toBeGreaterThan(0);
    }
    expect((await create(core, key, body(templateId, { activate: 'true', frequency: 'recurring', return_address: RETURN_ADDRESS }))).body.data.activate._errors).toEqual(['Expected boolean, received string']);
    expect(count(core)).toBe(0);
  });

  it('403s a recurring campaign for a team without recurring enabled', async () => {
    const core = testCore();
    const { key, templateId } = await oneTimeTeam(core);
    for (const activate of [undefined, true]) {
      const res = await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS, activate }));
      expectErrorAnswer(res, 403, 'Recurring campaigns are not enabled for this team');
    }
    expect(count(core)).toBe(0);
  });

  it('with activate true needs recurring, directMail and a return_address, and yields ready', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ frequency: 'oneTime', return_address: RETURN_ADDRESS }, 'frequency', 'Only recurring campaigns can be activated'],
      [{ frequency: 'recurring', delivery_method: 'bulkShipping', shipping_address: RETURN_ADDRESS, return_address: RETURN_ADDRESS }, 'delivery_method', 'Only directMail campaigns can be activated'],
      [{ frequency: 'recurring' }, 'return_address', 'Required when activate is true'],
    ];
    for (const [extra, field, message] of bad) {
      const res = await create(core, key, body(templateId, { ...extra, activate: true }));
      expect(res.status, field).toBe(400);
      expect(res.body.data[field]._errors).toEqual([message]);
    }
    expect(count(core)).toBe(0);
    const ok = await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS, activate: true }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'ready', frequency: 'recurring', billing_method: 'subscription', ready_at: TS });
    const pending = await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS, activate: false }));
    expect(pending.body.status).toBe('pending');
  });

  it('names the campaign in data.campaign_id when activation fails after creation, and /activate retries it', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    await sandboxPatch(core, core.keys.teamId, { paymentMethod: 'declining' });
    const failed = await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS, activate: true }));
    expectErrorAnswer(failed, 400, /^Campaign activation failed/);
    const campaignId = failed.body.data.campaign_id;
    expect(campaignId).toMatch(UUID);
    expect((await call(core, 'GET', `/api/campaigns/${campaignId}`, { key })).body.status).toBe('pending');

    const stillFailing = await call(core, 'POST', `/api/campaigns/${campaignId}/activate`, { key });
    expect(stillFailing.status).toBe(400);
    expect(stillFailing.body.data).toEqual({ campaign_id: campaignId });

    await sandboxPatch(core, core.keys.teamId, { paymentMethod: 'valid' });
    const retried = await call(core, 'POST', `/api/campaigns/${campaignId}/activate`, { key });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: campaignId, status: 'ready', billing_method: 'subscription', ready_at: TS });
    expect(count(core)).toBe(1);
  });

  it('is for customer-team keys and parses JSON strictly', async () => {
    const core = testCore();
    const { templateId } = await demo(core);
    expect((await create(core, core.keys.partnerKey, body(templateId))).status).toBe(401);
    expect((await call(core, 'POST', '/api/campaigns', { body: body(templateId) })).status).toBe(401);
    const malformed = await call(core, 'POST', '/api/campaigns', { key: core.keys.customerKey, body: '{"name":' });
    expectErrorBody(malformed.body, 400, 'Malformed JSON body');
  });
});

describe('POST /api/campaigns/{campaignId}/activate', () => {
  it('activates a pending recurring campaign and returns an already ready one as is', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const pending = (await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS }))).body;
    const first = await call(core, 'POST', `/api/campaigns/${pending.id}/activate`, { key });
    expect(first.body).toMatchObject({ status: 'ready', ready_at: TS });
    const again = await call(core, 'POST', `/api/campaigns/${pending.id}/activate`, { key });
    expect(again.status).toBe(200);
    expect(again.body.ready_at).toBe(first.body.ready_at);
  });

  it('refuses one-time campaigns, campaigns without a return address, and lapsed subscriptions', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const oneTime = (await create(core, key, body(templateId))).body;
    const res = await call(core, 'POST', `/api/campaigns/${oneTime.id}/activate`, { key });
    expectErrorAnswer(res, 400, 'Only recurring campaigns can be activated');
    expect(res.body.data).toEqual({ campaign_id: oneTime.id });

    const noReturn = (await create(core, key, body(templateId, { frequency: 'recurring' }))).body;
    expectErrorBody((await call(core, 'POST', `/api/campaigns/${noReturn.id}/activate`, { key })).body, 400, 'A return_address is required to activate a campaign');

    const recurring = (await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS }))).body;
    await sandboxPatch(core, core.keys.teamId, { subscription: 'none' });
    const lapsed = await call(core, 'POST', `/api/campaigns/${recurring.id}/activate`, { key });
    expectErrorAnswer(lapsed, 403, 'Recurring campaigns are not enabled for this team');
    expect((await call(core, 'GET', `/api/campaigns/${recurring.id}`, { key })).body.status).toBe('pending');
  });

  it('404s for unknown campaigns and another team\'s campaign', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const mine = (await create(core, key, body(templateId, { frequency: 'recurring', return_address: RETURN_ADDRESS }))).body;
    const other = await provision(core);
    expectErrorBody((await call(core, 'POST', `/api/campaigns/${mine.id}/activate`, { key: other.apiKey.key })).body, 404, 'Campaign not found');
    expect((await call(core, 'POST', '/api/campaigns/nope/activate', { key })).status).toBe(404);
    expect((await call(core, 'GET', `/api/campaigns/${mine.id}`, { key })).body.status).toBe('pending');
  });
});

describe('GET /api/campaigns', () => {
  it('returns a top-level array of full campaigns, newest first, filtered by status and frequency', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const a = (await create(core, key, body(templateId, { name: 'A' }))).body;
    const b = (await create(core, key, body(templateId, { name: 'B', frequency: 'recurring', return_address: RETURN_ADDRESS, activate: true }))).body;
    const c = (await create(core, key, body(templateId, { name: 'C', frequency: 'recurring' }))).body;

    const all = await call(core, 'GET', '/api/campaigns', { key });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((x: any) => x.name)).toEqual(['C', 'B', 'A']);
    expect(all.body[1]).toEqual(b);
    const names = async (query: string) => (await call(core, 'GET', `/api/campaigns${query}`, { key })).body.map((x: any) => x.id);
    expect(await names('?status=pending')).toEqual([c.id, a.id]);
    expect(await names('?status=ready')).toEqual([b.id]);
    expect(await names('?frequency=oneTime')).toEqual([a.id]);
    expect(await names('?frequency=recurring&status=pending')).toEqual([c.id]);
    expect(await names('?status=shipped')).toEqual([]);
  });

  it('400s for an unsupported status or frequency', async () => {
    const core = testCore();
    for (const query of ['?status=active', '?frequency=weekly', '?status=READY']) {
      const res = await call(core, 'GET', `/api/campaigns${query}`, { key: core.keys.customerKey });
      expect(res.status, query).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
    }
  });

  it('shows a team only its own campaigns', async () => {
    const core = testCore();
    const { key, templateId } = await demo(core);
    const mine = (await create(core, key, body(templateId))).body;
    const other = await provision(core);
    expect((await call(core, 'GET', '/api/campaigns', { key: other.apiKey.key })).body).toEqual([]);
    const res = await call(core, 'GET', `/api/campaigns/${mine.id}`, { key: other.apiKey.key });
    expectErrorAnswer(res, 404, 'Campaign not found');
    expect((await call(core, 'GET', `/api/campaigns/${mine.id}`, { key })).body).toEqual(mine);
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.partnerKey })).status).toBe(401);
  });
});
