import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { BillingSetupPageObject } from './pages/billing-setup-page.ts';

const PARTNER = 'https://partner.example.com';
const RETURN_URL = `${PARTNER}/billing/return?ref=42`;
const CARD = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/** Provisions a team with a partner redirect; returns its id, key and hosted billing setup link. */
async function provisionTeam(request: import('playwright/test').APIRequestContext, baseUrl: string, partnerKey: string) {
  const response = await request.post(`${baseUrl}/api/partner/teams`, {
    headers: { 'X-API-Key': partnerKey },
    data: { email: 'owner@acme.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme Ltd', billingRedirectUrl: RETURN_URL },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return { teamId: body.teamId as string, key: body.apiKey.key as string, setupUrl: body.billingSetupUrl as string };
}

test.beforeEach(async ({ page }) => {
  // The partner's site does not exist here: answer for it so the final URL can be read.
  await page.route(`${PARTNER}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
});

test('completes billing setup with a subscription and lands on the partner redirect', async ({ page, server, request }) => {
  const team = await provisionTeam(request, server.baseUrl, server.keys.partnerKey);
  expect(team.setupUrl).toContain('/partner-checkout/billing-setup/');
  const setup = new BillingSetupPageObject(page);
  await setup.open(team.setupUrl);
  await expect(setup.title).toHaveText('Set up billing for Acme Ltd');
  await expectAccessible(page, test.info(), 'Hosted billing setup');

  await setup.fillCard(CARD);
  await setup.subscribe.check();
  await setup.save();

  await page.waitForURL(`${PARTNER}/**`);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/billing/return');
  expect(Object.fromEntries(landed.searchParams)).toEqual({ ref: '42', status: 'setup_succeeded', teamId: team.teamId });

  const status = await (await request.get(`${server.baseUrl}/api/account/status`, { headers: { 'X-API-Key': team.key } })).json();
  expect(status).toMatchObject({ teamId: team.teamId, billByInvoice: true });
  expect(status.billingSetupUrl).toBeUndefined();
});

test('a declined card keeps the customer on the page; a card without a reusable method returns setup_failed', async ({ page, server, request }) => {
  const team = await provisionTeam(request, server.baseUrl, server.keys.partnerKey);
  const setup = new BillingSetupPageObject(page);
  await setup.open(team.setupUrl);

  await setup.fillCard({ ...CARD, number: '4000 0000 0000 0002' });
  await setup.save();
  await expect(setup.formError).toHaveText('Your card was declined. Try another card.');
  expect(page.url()).toBe(team.setupUrl);

  await setup.fillCard({ ...CARD, number: '4000 0000 0000 3055' });
  await setup.save();
  await page.waitForURL(`${PARTNER}/**`);
  const landed = new URL(page.url());
  expect([landed.searchParams.get('status'), landed.searchParams.get('reason'), landed.searchParams.get('teamId')]).toEqual([
    'setup_failed',
    'missing_payment_method',
    team.teamId,
  ]);

  // The used link cannot be replayed.
  const replay = await page.goto(team.setupUrl);
  expect(replay?.status()).toBe(410);
});

test('cancelling returns setup_failed with checkout_not_fulfilled', async ({ page, server, request }) => {
  const team = await provisionTeam(request, server.baseUrl, server.keys.partnerKey);
  const setup = new BillingSetupPageObject(page);
  await setup.open(team.setupUrl);
  await setup.cancel();
  await page.waitForURL(`${PARTNER}/**`);
  const landed = new URL(page.url());
  expect([landed.searchParams.get('status'), landed.searchParams.get('reason')]).toEqual(['setup_failed', 'checkout_not_fulfilled']);
});
