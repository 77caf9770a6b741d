import { ConnectPageObject } from './pages/connect-page.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('the UI shows the API address and key, and they answer whoami', async ({ appPage, request }) => {
  const connect = new ConnectPageObject(appPage.page);
  await connect.open();
  const baseUrl = await connect.baseUrl();
  const key = await connect.customerKey();
  // The specification's {base_url}: its paths start with /api.
  expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(key).toMatch(/^ink_ck_/);

  const response = await request.get(`${baseUrl}/api/auth/whoami`, { headers: { 'X-API-Key': key } });
  expect(response.status()).toBe(200);
  const whoami = await response.json();
  expect(whoami.kind).toBe('customer');
  expect(whoami.teamId).toBe(await connect.teamId());

  await appPage.page.screenshot({ path: test.info().outputPath("connect.png") });
  await expectAccessible(appPage.page, test.info(), 'Embedded API');
  // Keys never in an address: they land in logs and browser history.
  expect(await appPage.page.getByTestId('api-reference-link').getAttribute('href')).toBe(`${baseUrl}/api/docs`);
  await connect.checkCredentials();
  await expect(connect.whoamiResult).toContainText('Demo customer key (customer)');
});
