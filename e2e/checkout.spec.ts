import type { APIRequestContext } from 'playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { CheckoutPageObject } from './pages/checkout-page.ts';

const PARTNER = 'https://partner.example.com';
const CARD = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

function api(request: APIRequestContext, baseUrl: string, key: string) {
  const headers = { 'X-API-Key': key };
  return {
    get: async (path: string) => (await request.get(`${baseUrl}/api${path}`, { headers })).json(),
    post: async (path: string, data: unknown) => {
      const response = await request.post(`${baseUrl}/api${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
  };
}

test('a one-time campaign goes through hosted checkout to payment_succeeded, then fulfilment to delivered', async ({ page, server, request }) => {
  await page.route(`${PARTNER}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  // No card on file: checkout needs the hosted page.
  await request.patch(`${server.baseUrl}/_sandbox/teams/${server.keys.teamId}`, { headers: admin, data: { paymentMethod: 'none' } });
  const client = api(request, server.baseUrl, server.keys.customerKey);
  const [template] = await client.get('/templates');
  const campaign = await client.post('/campaigns', {
    name: 'Autumn thank-yous',
    delivery_method: 'directMail',
    frequency: 'oneTime',
    product_id: template.version.product.id,
    template_id: template.id,
  });
  const address = { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' };
  await client.post('/recipients', { campaignId: campaign.id, data: [{ firstName: 'Ada', lastName: 'Lovelace', address }, { firstName: 'Mary', lastName: 'Somerville', address }] });

  const result = await client.post('/recipients/checkout', { campaignId: campaign.id, redirectUrl: `${PARTNER}/orders/done` });
  expect(result.status).toBe('checkout_required');

  const checkout = new CheckoutPageObject(page);
  await checkout.open(result.checkoutUrl);
  await expect(checkout.items).toContainText('A6 Postcard: Autumn thank-yous');
  await expect(checkout.total).toHaveText('$5.00');
  await expectAccessible(page, test.info(), 'Hosted checkout');
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('checkout-375.png'), fullPage: true });
  await checkout.fillCard(CARD);
  await checkout.pay();

  await page.waitForURL(`${PARTNER}/**`);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/orders/done');
  expect(Object.fromEntries(landed.searchParams)).toEqual({ status: 'payment_succeeded', campaignId: campaign.id });

  const paid = await client.get(`/campaigns/${campaign.id}`);
  expect(paid.metrics).toMatchObject({ total: 2, ready: 2, pending: 0 });
  for (let step = 0; step < 3; step++) {
    const response = await request.post(`${server.baseUrl}/_sandbox/campaigns/${campaign.id}/advance`, { headers: admin });
    expect(response.status()).toBe(200);
  }
  const delivered = await client.get(`/campaigns/${campaign.id}`);
  expect(delivered.metrics).toMatchObject({ total: 2, delivered: 2 });
  expect(delivered.status).toBe('shipped');
});

/** True when the page fits its viewport's width: nothing scrolls sideways. */
const fitsWidth = async (page: import('playwright/test').Page) => (await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')) as boolean;

test('the hosted invoice and the page of a link that cannot be used look like the app, fit a phone and say what happens next', async ({ page, server, request }) => {
  // The demo team has a card on file: checkout pays at once and answers the invoice's link.
  const client = api(request, server.baseUrl, server.keys.customerKey);
  const [template] = await client.get('/templates');
  const campaign = await client.post('/campaigns', { name: 'Winter notes', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id });
  await client.post('/recipients', { campaignId: campaign.id, data: [{ firstName: 'Ada', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } }] });
  const paid = await client.post('/recipients/checkout', { campaignId: campaign.id });
  expect(paid.status).toBe('payment_succeeded');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(paid.invoiceUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice');
  await expect(page.getByTestId('invoice-lines')).toContainText('Winter notes');
  await expect(page.getByTestId('next-step')).toContainText('Nothing more is due');
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('invoice-375.png'), fullPage: true });
  await expectAccessible(page, test.info(), 'Hosted invoice');

  const gone = await page.goto(`${server.baseUrl}/checkout/not-a-real-link`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('page-title')).toHaveText('Link not found');
  await expect(page.getByTestId('next-step')).toContainText('Ask the application that sent you for a new link');
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('error-375.png'), fullPage: true });
  await expectAccessible(page, test.info(), 'Hosted error page');
});
