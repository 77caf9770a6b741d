import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { choose } from './pages/choose.ts';
import { ConsolePageObject } from './pages/console-page.ts';

test('Console, webhooks: the built-in receiver subscribed, a test event delivered, its attempt shown and its signature verified', async ({ appPage: { page } }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  await consolePage.open('webhooks');
  await expect(consolePage.testId('deliveries-empty')).toBeVisible();
  await expect(consolePage.testId('receiver-empty')).toBeVisible();
  await shot('console-webhooks-empty.png');
  await expectAccessible(page, test.info(), 'Console webhooks, empty');

  // One click allows local receivers for the team and subscribes the built-in one; its secret is shown once.
  await consolePage.subscribeReceiver.click();
  await expect(consolePage.newSecret).toHaveAttribute('data-value', /^whsec_/);
  await expect(consolePage.testId('webhook-subscriptions')).toContainText('/_sandbox/receiver/');
  await expect(consolePage.subscribeReceiver).toBeDisabled();

  await consolePage.sendTestEvent.click();
  // Live: the delivery, its attempt and the received message arrive without a reload.
  await expect(consolePage.deliveryRows).toHaveCount(1);
  await expect(consolePage.deliveryRows.first()).toContainText('Delivered');
  await expect(consolePage.receiverMessages).toHaveCount(1);
  await consolePage.deliveryRows.first().click();
  await expect(consolePage.testId('delivery-status')).toHaveText('Delivered');
  await expect(consolePage.deliveryAttempts).toContainText('Attempt 1');
  await expect(consolePage.deliveryAttempts).toContainText('Receiver answered 2');
  await expect(consolePage.testId('delivery-body')).toContainText('"type": "qr_code.scanned"');

  // The helper recomputes the signature with the new subscription's secret (filled in), and refuses another.
  await expect(consolePage.verifySecret).toHaveValue(/^whsec_/);
  await consolePage.verifyButton.click();
  await expect(consolePage.verifyResult).toContainText('Valid: the signature matches');
  await consolePage.verifyResult.scrollIntoViewIfNeeded();
  await shot('console-webhooks-verified.png');
  await consolePage.deliveryAttempts.getByText('Headers sent and the answer').click();
  await consolePage.deliveryAttempts.scrollIntoViewIfNeeded();
  await shot('console-webhooks-delivery.png');
  await expectAccessible(page, test.info(), 'Console webhooks with a delivery');
  await consolePage.verifySecret.fill('whsec_not-the-secret');
  await consolePage.verifyButton.click();
  await expect(consolePage.verifyResult).not.toContainText('Valid');
  await consolePage.verifyResult.scrollIntoViewIfNeeded();
  await shot('console-webhooks-verify-refused.png');

  // Redeliver: the same event as a new delivery.
  await consolePage.testId('redeliver').click();
  await expect(consolePage.deliveryRows).toHaveCount(2);
  await expect(consolePage.deliveryRows.first()).toContainText('redelivery');
  await consolePage.receiverMessages.first().click();
  await expect(consolePage.testId('receiver-messages')).toContainText('x-scribeless-signature');
  await shot('console-webhooks-receiver.png');
  await expectAccessible(page, test.info(), 'Console webhooks receiver');
});

test('Console, sandbox: a switch takes effect in the API at once', async ({ appPage: { page, core }, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  await consolePage.open('sandbox');
  const localReceivers = consolePage.testId('sandbox-allowPrivateWebhooks');
  await expect(localReceivers).not.toBeChecked();
  await expect(consolePage.testId('sandbox-campaigns-empty')).toBeVisible();
  await expect(consolePage.testId('qr-codes-empty')).toBeVisible();
  await shot('console-sandbox.png');

  const subscribe = () => request.post(`${core.baseUrl}/api/webhooks`, { headers: { 'X-API-Key': core.keys.customerKey }, data: { event_type: 'qr_code.scanned', url: 'http://localhost:5678/webhook/inkpost' } });
  expect((await subscribe()).status()).toBe(400);
  // The switch shows the server's state: it turns once the API has taken the change.
  await localReceivers.click();
  await expect(localReceivers).toBeChecked();
  await expect.poll(async () => (await subscribe()).status()).toBe(201);

  // Billing: the payment method reads as words, and the API follows it.
  await choose(consolePage.testId('sandbox-payment-method'), 'Card on file (declining)');
  await expect.poll(async () => (await (await request.get(`${core.baseUrl}/_sandbox/teams/${core.keys.teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } })).json()).paymentMethod).toBe('declining');
  await expect(consolePage.testId('sandbox-view')).toContainText('checkout sends the customer to the hosted page');

  // A campaign made over the API shows at once, its frequency and status in words, and testing mode switches.
  const headers = { 'X-API-Key': core.keys.customerKey };
  const [template] = await (await request.get(`${core.baseUrl}/api/templates`, { headers })).json();
  const created = await request.post(`${core.baseUrl}/api/campaigns`, { headers, data: { name: 'Spring thank-you', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id } });
  expect(created.ok()).toBe(true);
  const campaigns = consolePage.testId('sandbox-campaigns');
  await expect(campaigns).toContainText('Spring thank-you');
  await expect(campaigns).toContainText('One-time');
  await expect(campaigns).not.toContainText('oneTime');
  await campaigns.scrollIntoViewIfNeeded();
  await shot('console-sandbox-changed.png');
  await expectAccessible(page, test.info(), 'Console sandbox');
});
