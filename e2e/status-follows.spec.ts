import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { CampaignDeskPage } from './pages/campaign-desk-page.ts';
import { openUiLink } from './headless-server.ts';

test.use({ viewport: { width: 1440, height: 1000 } });

test('while its documents render a campaign shows its backlog (rendered n of m, the rate, time left); after paying, the open recipient panel says paid', async ({ page, server, request }) => {
  test.setTimeout(120_000);
  const headers = { 'X-API-Key': server.keys.customerKey };
  const [template] = await (await request.get(`${server.baseUrl}/api/templates`, { headers })).json();
  const campaign = await (await request.post(`${server.baseUrl}/api/campaigns`, { headers, data: { name: 'Backlog', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id } })).json();
  const data = Array.from({ length: 60 }, (_, i) => ({ firstName: `Reader${i}`, lastName: 'Bench', address: { address1: `${i + 1} Byron Road`, city: 'London', postalCode: 'W1 2AB', country: 'GB' } }));
  const added = await request.post(`${server.baseUrl}/api/recipients`, { headers, data: { campaignId: campaign.id, data } });
  expect(added.ok(), await added.text()).toBe(true);

  await openUiLink(page, server);
  const desk = new CampaignDeskPage(page);
  await desk.open();
  const backlog = page.getByTestId('render-backlog-text');
  await expect(backlog).toHaveText(/^[\d,]+ of 60 recipients rendered/);
  // Once two renders finished, the rate and the time left, from the server.
  await expect(backlog).toHaveText(/^[\d,]+ of 60 recipients rendered · [\d.,]+ a second · (about [\d,]+ (s|min) left|almost done)$/, { timeout: 60_000 });
  await page.getByTestId('render-backlog').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('render-backlog.png') });
  await expectAccessible(page, test.info(), 'A campaign with a render backlog');

  // The open recipient panel follows the payment without being opened again.
  await desk.recipientRows.first().click();
  await expect(desk.panel.locator('.badge')).toHaveText('Pending payment');
  await desk.openCheckout();
  const invoice = page.waitForEvent('popup');
  await desk.payButton.click();
  await (await invoice).close();
  await expect(desk.step('ready')).toContainText('60 of 60');
  await expect(desk.panel.locator('.badge')).toHaveText('Ready');
  await expect(desk.panel).not.toContainText('Pending payment');
  await desk.panel.screenshot({ path: test.info().outputPath('panel-after-paying.png') });

  // When every document is rendered the backlog goes.
  await expect(page.getByTestId('render-backlog')).toHaveCount(0, { timeout: 90_000 });
});

test('the cart lists only what checkout would charge: a cart campaign paid on its own is no longer listed', async ({ page, server, request }) => {
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  await request.patch(`${server.baseUrl}/_sandbox/teams/${server.keys.teamId}`, { headers: admin, data: { subscription: 'none', paymentMethod: 'valid' } });
  const headers = { 'X-API-Key': server.keys.customerKey };
  const front = { html: '<div style="padding:12mm;font:20pt serif">Hello {{first_name}}</div>' };
  for (const product_key of ['a6_postcard', '4x6_postcard']) {
    const posted = await request.post(`${server.baseUrl}/api/recipients/html`, {
      headers,
      data: { product_key, data: { first_name: 'Jane', last_name: 'Doe', address: { address1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' } }, html: { front } },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
  }
  const cart = await (await request.get(`${server.baseUrl}/api/carts/active`, { headers })).json();
  expect(cart.campaigns).toHaveLength(2);
  const a6 = cart.campaigns.find((item: { campaign: { product: { name: string } } }) => item.campaign.product.name === 'A6 Postcard');
  // Paid on its own (the card on file): it stays in the open cart, with nothing pending.
  const paid = await request.post(`${server.baseUrl}/api/recipients/checkout`, { headers, data: { campaignId: a6.campaign.id } });
  expect((await paid.json()).status).toBe('payment_succeeded');
  expect((await (await request.get(`${server.baseUrl}/api/carts/active`, { headers })).json()).campaigns).toHaveLength(2);

  await openUiLink(page, server);
  await new CampaignDeskPage(page).open();
  await page.getByTestId('view-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText('HTML recipients, 4x6 Postcard');
  await expect(page.getByTestId('cart-panel')).not.toContainText('A6 Postcard');
  await page.getByTestId('cart-panel').screenshot({ path: test.info().outputPath('cart-chargeable-only.png') });
});
