import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { SettingsPageObject } from './pages/settings-page.ts';

test('Settings: the address, a public URL for links, and local webhook receivers for the demo team', async ({ appPage: { page, core }, request }) => {
  const settings = new SettingsPageObject(page);
  await settings.open();
  await expect(settings.address).toContainText(core.baseUrl);
  await page.screenshot({ path: test.info().outputPath('settings.png'), fullPage: true });

  await settings.savePublicUrl('https://ink.example.com/some/path');
  await expect(settings.publicUrlError).toHaveText('publicUrl must be an http or https origin, such as https://inkpost.example.com (no path)');
  await page.screenshot({ path: test.info().outputPath('settings-public-url-error.png'), fullPage: true });
  await expectAccessible(page, test.info(), 'Settings with an error');
  await settings.savePublicUrl('https://ink.example.com');
  await expect(settings.linksCarry).toContainText('https://ink.example.com');
  const status = await (await request.get(`${core.baseUrl}/api/account/status`, { headers: { 'X-API-Key': core.keys.customerKey } })).json();
  expect(status.links.templatesUrl).toBe('https://ink.example.com/templates');

  const subscribe = () => request.post(`${core.baseUrl}/api/webhooks`, { headers: { 'X-API-Key': core.keys.customerKey }, data: { event_type: 'qr_code.scanned', url: 'http://localhost:5678/webhook/inkpost' } });
  const refused = await subscribe();
  expect(refused.status()).toBe(400);
  await settings.allowLocalWebhooks.check();
  await expect(settings.allowLocalWebhooks).toBeChecked();
  await expect.poll(async () => (await subscribe()).status()).toBe(201);
  await page.screenshot({ path: test.info().outputPath('settings-saved.png'), fullPage: true });
  await expectAccessible(page, test.info(), 'Settings');
});
