import { describe, expect, it } from 'vitest';
import { A6_POSTCARD_ID, GOOD_CARD, formAction } from '../test-support/partner-flow.ts';
import { testCore } from '../test-support/test-core.ts';

/**
 * The whole partner journey over real HTTP: provision with the partner key,
 * walk the five readiness phases (billing setup through the hosted page's form),
 * create a template and a recurring campaign that is ready.
 */
describe('partner journey', () => {
  it('goes from provisioning to a ready recurring campaign', async () => {
    const core = testCore();
    const { url: baseUrl } = await core.listen(0);
    const api = async (method: string, path: string, key: string, body?: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const redirect = 'https://partner.example.com/inkpost/return';
    const completeSetup = async (setupUrl: string, fields: Record<string, string>) => {
      const page = await fetch(setupUrl);
      expect(page.status).toBe(200);
      const action = new URL(formAction(await page.text()), setupUrl);
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return res;
    };

    // Provision with the partner key.
    const provisioned = await api('POST', '/api/partner/teams', core.keys.partnerKey, {
      email: 'owner@bakery.example', firstName: 'Bea', lastName: 'Baker', companyName: 'Bea Bakes', billingRedirectUrl: redirect,
    });
    expect(provisioned.status).toBe(200);
    const { teamId, apiKey } = provisioned.body;
    expect(provisioned.body.billingSetupUrl.startsWith(`${baseUrl}/partner-checkout/billing-setup/`)).toBe(true);
    const key: string = apiKey.key;
    const status = async () => (await api('GET', `/api/account/status?billingRedirectUrl=${encodeURIComponent(redirect)}`, key)).body;

    // Phase 1: newly provisioned.
    const phase1 = await status();
    expect(phase1).toMatchObject({ teamId, templatesReady: false, canCreateCampaigns: false, links: { templatesUrl: `${baseUrl}/templates` } });
    expect(phase1.billingSetupUrl).toMatch(/\/partner-checkout\/billing-setup\//);

    // Billing setup through the hosted form, without the subscription.
    const setup = await completeSetup(phase1.billingSetupUrl, { ...GOOD_CARD, action: 'save' });
    expect(setup.status).toBe(303);
    const back = new URL(setup.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(redirect);
    expect(Object.fromEntries(back.searchParams)).toEqual({ status: 'setup_succeeded', teamId });

    // Phase 2: billing ready, templates missing.
    const phase2 = await status();
    expect(phase2).toMatchObject({ templatesReady: false, canCreateCampaigns: false, billByInvoice: true });
    expect(phase2.billingSetupUrl).toBeUndefined();

    // Phase 3: templates ready, billing setup needed (the card starts failing).
    const template = await api('POST', '/api/templates', key, { name: 'Welcome card', product_id: A6_POSTCARD_ID });
    expect(template.status).toBe(200);
    const patch = await fetch(`${baseUrl}/_sandbox/teams/${teamId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${core.keys.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'declining' }),
    });
    expect(patch.status).toBe(200);
    const phase3 = await status();
    expect(phase3).toMatchObject({ templatesReady: true, canCreateCampaigns: true, billByInvoice: false, canCreateRecurringCampaign: false });
    expect(typeof phase3.billingSetupUrl).toBe('string');

    // A recurring campaign is refused while the subscription is missing.
    const campaign = {
      name: 'Monthly welcome', delivery_method: 'directMail', frequency: 'recurring', product_id: A6_POSTCARD_ID, template_id: template.body.id,
      return_address: { first_name: 'Bea', last_name: 'Baker', company: 'Bea Bakes', address1: '2 Mill Lane', city: 'York', postal_code: 'YO1 7HH', country: 'GB' },
      activate: true,
    };
    expect((await api('POST', '/api/campaigns', key, campaign)).status).toBe(403);

    // Phase 4: one-time invoice ready (setup with a good card, no subscription).
    const secondLink = (await status()).billingSetupUrl as string; // links stay usable until used or expired
    expect((await completeSetup(phase3.billingSetupUrl, GOOD_CARD)).status).toBe(303);
    const phase4 = await status();
    expect(phase4).toMatchObject({ templatesReady: true, billByInvoice: true, canCreateCampaigns: true, canCreateRecurringCampaign: false });
    expect(phase4.billingSetupUrl).toBeUndefined();
    const oneTime = await api('POST', '/api/campaigns', key, { ...campaign, name: 'One-off', frequency: 'oneTime', activate: undefined });
    expect(oneTime.body).toMatchObject({ status: 'pending', billing_method: 'oneTime' });

    // Phase 5: recurring ready, after the still-open second link starts the monthly subscription.
    const subscribed = await completeSetup(secondLink, { ...GOOD_CARD, subscribe: 'on' });
    expect(new URL(subscribed.headers.get('location') ?? '').searchParams.get('status')).toBe('setup_succeeded');
    const phase5 = await status();
    expect(phase5).toMatchObject({ templatesReady: true, canCreateRecurringCampaign: true, billByInvoice: true, canCreateCampaigns: true });
    expect(phase5.billingSetupUrl).toBeUndefined();
    // Used links cannot be replayed.
    expect((await fetch(phase1.billingSetupUrl)).status).toBe(410);

    // A recurring campaign that is ready.
    const ready = await api('POST', '/api/campaigns', key, campaign);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', frequency: 'recurring', billing_method: 'subscription', team_id: teamId, template_id: template.body.id });
    const listed = await api('GET', '/api/campaigns?frequency=recurring&status=ready', key);
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([ready.body.id]);
  });
});
