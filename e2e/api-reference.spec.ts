import { expect, test } from './fixtures.ts';
import { ApiReferencePage } from './pages/api-reference-page.ts';

test('the API reference lists the routes and, in a browser signed in to the app, its "try it" calls the embedded API with the demo key', async ({ page, server }) => {
  // Two full loads of Swagger UI, each with the whole generated document (560 KB, 150+ operations): 35 s in CI, past
  // the default 60 s at load 23 (2026-11-29), so it gets the slow budget (three times the default). Nothing it checks changes.
  test.slow();
  await page.goto(server.uiUrl); // the one-time link signs this browser in to the app
  await page.waitForFunction(() => localStorage.getItem('inkpost.uiSession') !== null); // a function: the UI's CSP refuses a string
  const reference = new ApiReferencePage(page);
  const campaignsList = await reference.openAt(server.baseUrl, 'Campaigns', 'campaignsList');
  expect(page.url()).not.toContain(server.keys.customerKey);
  // Swagger UI's bundle is large: give its first render time on a busy machine.
  await expect(campaignsList).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Inkpost embedded API')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-reference.png') });
  const whoami = await reference.openAt(server.baseUrl, 'Authentication', 'whoami');
  await expect(whoami).toBeVisible({ timeout: 30_000 });
  const status = await reference.tryIt(whoami);
  await expect(status).toHaveText('200');
  await expect(whoami.locator('.live-responses-table')).toContainText('"kind": "customer"');
  await page.screenshot({ path: test.info().outputPath('api-reference-try-it.png'), fullPage: false });
});
