import type { APIRequestContext } from 'playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { CampaignDeskPage } from './pages/campaign-desk-page.ts';
import { openUiLink, type RunningServer } from './headless-server.ts';
import { fillCard } from './pages/card-form.ts';

const LONG_STREET = '1234 Extraordinarily Long Boulevard Name';

async function campaignWithRecipients(request: APIRequestContext, server: RunningServer, name: string) {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const [template] = await (await request.get(`${server.baseUrl}/api/templates`, { headers })).json();
  const created = await request.post(`${server.baseUrl}/api/campaigns`, { headers, data: { name, delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id } });
  const campaign = await created.json();
  const address = { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' };
  const added = await request.post(`${server.baseUrl}/api/recipients`, {
    headers,
    data: {
      campaignId: campaign.id,
      data: [
        { firstName: 'Ada', lastName: 'Lovelace', address, variables: { externalId: 'crm-1', tier: 'Gold' } },
        { firstName: 'Mary', lastName: 'Somerville', address: { ...address, address2: 'Flat 2' } },
        { firstName: 'Grace', lastName: 'Hopper', address: { ...address, address1: LONG_STREET } },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return campaign as { id: string };
}

test('the desk lists recipients with search and warnings, opens one with its proof, prices the order, and follows fulfilment live', async ({ page, server, request }) => {
  const campaign = await campaignWithRecipients(request, server, 'Winter notes');
  await openUiLink(page, server);
  const desk = new CampaignDeskPage(page);
  await desk.open();
  await expect(desk.recipientRows).toHaveCount(3);
  await expect(desk.recipientCount).toHaveText('3 recipients');
  await expect(desk.recipientRows.nth(1)).toContainText('12 Byron Road, Flat 2, London, W1 2AB, GB');
  await expect(desk.step('pending')).toContainText('3');

  await desk.filterWarnings('any');
  await expect(desk.recipientRows).toHaveCount(1);
  await expect(desk.recipientRows.first()).toContainText('Grace Hopper');
  await desk.filterWarnings('');
  await desk.search('somerv');
  await expect(desk.recipientRows).toHaveCount(1);
  await desk.search('');
  await expect(desk.recipientRows).toHaveCount(3);

  // One recipient: fields, variables and, once rendered, the proof (rendering may wait for the hands to load on a cold machine).
  await desk.recipientRows.first().click();
  await expect(desk.panel).toContainText('Ada Lovelace');
  await expect(desk.panel).toContainText('crm-1');
  await expect(desk.proofPages.first()).toBeVisible({ timeout: 60_000 });
  await expect(desk.proofPages).toHaveCount(2); // front and back of the postcard
  await desk.panel.scrollIntoViewIfNeeded();
  await desk.panelImagesLoaded();
  await page.screenshot({ path: test.info().outputPath('desk-recipient-proof.png') });
  await expectAccessible(page, test.info(), 'A campaign with recipients');
  await desk.panel.screenshot({ path: test.info().outputPath('desk-recipient-panel.png') });
  await page.keyboard.press('ArrowDown');
  await expect(desk.panel).toContainText('Mary Somerville');
  await page.screenshot({ path: test.info().outputPath('desk-next-recipient.png') });

  // The order summary before any charge, then the card on file is charged.
  await desk.openCheckout();
  await expect(desk.orderSummary).toContainText('A6 Postcard: Winter notes');
  await expect(desk.orderTotal).toHaveText('$7.50 USD');
  await expect(desk.orderPayment).toContainText('Card on file');
  await expect(desk.payButton).toHaveText('Pay $7.50');
  await page.screenshot({ path: test.info().outputPath('desk-order-summary.png') });
  await expectAccessible(page, test.info(), 'Checkout dialog');
  const invoice = page.waitForEvent('popup');
  await desk.payButton.click();
  await expect((await invoice).getByTestId('invoice-total')).toHaveText('$7.50');
  await expect(desk.step('ready')).toContainText('3 of 3');
  await expect(page.getByTestId('campaign-spend')).toContainText('$7.50');
  await expect(page.getByTestId('checkout')).toBeDisabled();

  // Fulfilment moves in the sandbox; the desk hears it without a reload.
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  for (let step = 0; step < 3; step++) expect((await request.post(`${server.baseUrl}/_sandbox/campaigns/${campaign.id}/advance`, { headers: admin })).status()).toBe(200);
  await expect(desk.step('delivered')).toContainText('3 of 3');
  await expect(desk.recipientRows.first()).toContainText('Delivered');
  await expect(desk.panel.getByTestId('recipient-events')).toContainText('Delivered');
  await page.screenshot({ path: test.info().outputPath('desk-delivered.png') });
  await page.getByTestId('campaign-timeline').screenshot({ path: test.info().outputPath('desk-timeline-delivered.png') });
});

test('without a card on file, checkout opens the payment page and the desk waits until it is paid', async ({ page, server, request }) => {
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  await request.patch(`${server.baseUrl}/_sandbox/teams/${server.keys.teamId}`, { headers: admin, data: { paymentMethod: 'none' } });
  await campaignWithRecipients(request, server, 'Spring notes');
  await openUiLink(page, server);
  const desk = new CampaignDeskPage(page);
  await desk.open();
  await desk.openCheckout();
  await expect(desk.orderPayment).toContainText('No card on file');
  await expect(desk.payButton).toHaveText('Open the payment page');
  const popup = page.waitForEvent('popup');
  await desk.payButton.click();
  const hosted = await popup;
  await expect(desk.waiting).toContainText('Waiting for the payment in your browser');
  await expect(page.getByTestId('checkout')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('desk-waiting-for-payment.png') });

  await expect(hosted.getByTestId('checkout-total')).toHaveText('$7.50');
  await fillCard(hosted, { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  await hosted.getByTestId('pay').click();
  await expect(desk.message).toHaveText('Paid. The recipients are ready for printing.');
  await expect(desk.waiting).toHaveCount(0);
  await expect(desk.step('ready')).toContainText('3 of 3');
  await page.screenshot({ path: test.info().outputPath('desk-paid-in-browser.png') });
});

test('the cart holds HTML recipients posted without a subscription, shows their proofs, and is paid on the hosted page', async ({ page, server, request }) => {
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  await request.patch(`${server.baseUrl}/_sandbox/teams/${server.keys.teamId}`, { headers: admin, data: { subscription: 'none', paymentMethod: 'none' } });
  const headers = { 'X-API-Key': server.keys.customerKey };
  const front = { html: '<div style="padding:12mm;font:20pt serif;color:#1d3a8a">Hello {{first_name}}, spring is here.</div>', styles: { backgroundColor: '#fff8e7' } };
  for (const first_name of ['Jane', 'John']) {
    const posted = await request.post(`${server.baseUrl}/api/recipients/html`, {
      headers,
      data: { product_key: 'a6_postcard', data: { first_name, last_name: 'Doe', address: { address1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' } }, html: { front } },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
  }

  await openUiLink(page, server);
  const desk = new CampaignDeskPage(page);
  await desk.open();
  await page.getByTestId('view-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText('HTML recipients, A6 Postcard');
  await expect(page.getByTestId('cart-item')).toContainText('2');
  await expect(desk.recipientRows).toHaveCount(2);
  await desk.recipientRows.first().click();
  await expect(desk.proofPages.first()).toBeVisible({ timeout: 60_000 });
  await desk.panelImagesLoaded();
  await page.screenshot({ path: test.info().outputPath('cart.png') });
  await expectAccessible(page, test.info(), 'Cart');

  const popup = page.waitForEvent('popup');
  await page.getByTestId('cart-checkout').click();
  const hosted = await popup;
  await expect(page.getByTestId('cart-waiting')).toBeVisible();
  await expect(page.getByTestId('cart-checkout')).toBeDisabled();
  await fillCard(hosted, { name: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  await hosted.getByTestId('pay').click();
  await hosted.waitForLoadState();
  await hosted.screenshot({ path: test.info().outputPath('cart-hosted-after-pay.png') });
  await expect(page.getByTestId('cart-paid')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cart-paid.png') });
});

test('a campaign is duplicated with its settings, and a return address used once is offered again', async ({ page, server }) => {
  await openUiLink(page, server);
  await page.getByTestId('nav-campaigns').click();
  await page.getByTestId('campaigns-new').click();
  await page.getByTestId('campaign-name').fill('Autumn notes');
  const returnAddress = { first_name: 'Dana', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' };
  for (const [field, value] of Object.entries(returnAddress)) await page.getByTestId(`return_address-${field}`).fill(value);
  await page.getByTestId('campaign-create').click();
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);

  await page.getByTestId('campaign-duplicate').click();
  const dialog = page.getByTestId('new-campaign-dialog');
  await expect(dialog).toContainText('Duplicate Autumn notes');
  await expect(page.getByTestId('campaign-name')).toHaveValue('Autumn notes (copy)');
  await expect(page.getByTestId('return_address-address1')).toHaveValue('1 Market St');
  await page.screenshot({ path: test.info().outputPath('campaign-duplicate.png') });
  await page.getByTestId('campaign-create').click();
  await expect(page.getByTestId('campaign-row')).toHaveCount(2);

  await page.getByTestId('campaigns-new').click();
  await expect(page.getByTestId('return_address-city')).toHaveValue('');
  await page.getByTestId('saved-return-address').selectOption({ label: 'Dana, 1 Market St, San Francisco' });
  await expect(page.getByTestId('return_address-city')).toHaveValue('San Francisco');
  await expect(page.getByTestId('return_address-state')).toHaveValue('CA');
});
