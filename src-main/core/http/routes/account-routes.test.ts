import { describe, expect, it } from 'vitest';
import { PARTNER_REDIRECT, createTemplate, provision, sandboxPatch } from '#core/test-support/partner-flow.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

const SETUP_URL = expect.stringMatching(/^http:\/\/localhost\/billing\/setup\/[A-Za-z0-9_-]{43}$/);
const status = (core: ReturnType<typeof testCore>, key: string, query = '') => call(core, 'GET', `/api/account/status${query}`, { key });

describe('GET /api/account/status', () => {
  it('walks the five readiness phases, each identified by its fields', async () => {
    const core = testCore();
    const team = await provision(core);
    const key = team.apiKey.key;
    const links = { templatesUrl: 'http://localhost/templates' };
    const base = { teamId: team.teamId, canListTemplates: true, links };

    // 1. Newly provisioned
    expect((await status(core, key)).body).toEqual({
      ...base, templatesReady: false, billByInvoice: false, canCreateCampaigns: false, canCreateRecurringCampaign: false, billingSetupUrl: SETUP_URL,
    });

    // 2. Billing ready, templates missing
    await sandboxPatch(core, team.teamId, { paymentMethod: 'valid' });
    const billingReady = await status(core, key);
    expect(billingReady.body).toEqual({ ...base, templatesReady: false, billByInvoice: true, canCreateCampaigns: false, canCreateRecurringCampaign: false });
    expect('billingSetupUrl' in billingReady.body).toBe(false);

    // 3. Templates ready, billing setup needed
    await sandboxPatch(core, team.teamId, { paymentMethod: 'none' });
    await createTemplate(core, key);
    expect((await status(core, key)).body).toEqual({
      ...base, templatesReady: true, billByInvoice: false, canCreateCampaigns: true, canCreateRecurringCampaign: false, billingSetupUrl: SETUP_URL,
    });

    // 4. One-time invoice ready
    await sandboxPatch(core, team.teamId, { paymentMethod: 'valid' });
    expect((await status(core, key)).body).toEqual({ ...base, templatesReady: true, billByInvoice: true, canCreateCampaigns: true, canCreateRecurringCampaign: false });

    // 5. Recurring ready
    await sandboxPatch(core, team.teamId, { subscription: 'active' });
    expect((await status(core, key)).body).toEqual({ ...base, templatesReady: true, billByInvoice: true, canCreateCampaigns: true, canCreateRecurringCampaign: true });
  });

  it('generates a fresh billingSetupUrl on every call, each one working', async () => {
    const core = testCore();
    const team = await provision(core);
    const first = (await status(core, team.apiKey.key)).body.billingSetupUrl;
    const second = (await status(core, team.apiKey.key)).body.billingSetupUrl;
    expect(first).not.toBe(second);
    expect(first).not.toBe(team.billingSetupUrl);
    for (const url of [first, second, team.billingSetupUrl]) expect((await core.app.request(url)).status).toBe(200);
    expect((await status(core, team.apiKey.key)).headers.get('cache-control')).toBe('no-store');
  });

  it('asks for billing setup again when the payment method is declining', async () => {
    const core = testCore();
    await sandboxPatch(core, core.keys.teamId, { paymentMethod: 'declining' });
    const body = (await status(core, core.keys.customerKey)).body;
    expect(body).toMatchObject({ billByInvoice: false, templatesReady: true, canCreateRecurringCampaign: true, billingSetupUrl: SETUP_URL });
  });

  it('gives a partner-checkout billingSetupUrl with a billingRedirectUrl query', async () => {
    const core = testCore();
    const team = await provision(core);
    const res = await status(core, team.apiKey.key, `?billingRedirectUrl=${encodeURIComponent(PARTNER_REDIRECT)}`);
    expect(res.status).toBe(200);
    expect(res.body.billingSetupUrl).toMatch(/^http:\/\/localhost\/partner-checkout\/billing-setup\//);
  });

  it('400s for a billingRedirectUrl that is not HTTPS or longer than 500 characters', async () => {
    const core = testCore();
    const long = 'https://partner.example.com/' + 'a'.repeat(473);
    expect(long).toHaveLength(501);
    for (const [value, message] of [['http://partner.example.com/', 'Must be an HTTPS URL'], [long, 'String must contain at most 500 character(s)'], ['', 'Invalid url']]) {
      const res = await status(core, core.keys.customerKey, `?billingRedirectUrl=${encodeURIComponent(value!)}`);
      expect(res.status, value).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data.billingRedirectUrl._errors).toContain(message);
    }
    expect((await status(core, core.keys.customerKey, `?billingRedirectUrl=${encodeURIComponent(long.slice(0, 500))}`)).status).toBe(200);
  });

  it('is for customer-team keys: 401 for the partner key and no key', async () => {
    const core = testCore();
    expectErrorBody((await status(core, core.keys.partnerKey)).body, 401, 'Invalid authentication token.');
    expect((await call(core, 'GET', '/api/account/status')).status).toBe(401);
  });
});
