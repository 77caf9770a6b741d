import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ConsolePageObject } from './pages/console-page.ts';

test('Console, requests: what a client sent shows live, with filters, detail, validation, copy as curl and replay', async ({ appPage: { page, core }, request }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  await consolePage.open('requests');
  await expect(consolePage.logEmpty).toBeVisible();
  await shot('console-requests-empty.png');
  await expectAccessible(page, test.info(), 'Console requests, empty');

  const key = { 'X-API-Key': core.keys.customerKey };
  await request.get(`${core.baseUrl}/api/campaigns`, { headers: key });
  await request.post(`${core.baseUrl}/api/campaigns`, { headers: key, data: { name: 'Spring', frequency: 'weekly' } });
  await request.get(`${core.baseUrl}/api/templates`, { headers: { 'X-API-Key': 'ink_ck_not-a-key' } });
  // Live: the rows arrive without a reload.
  await expect(consolePage.logRows).toHaveCount(3);
  await expect(consolePage.logRows.first()).toContainText('/api/templates');
  await expect(consolePage.logRows.first()).toContainText('401');

  await consolePage.testId('filter-4xx').click();
  await expect(consolePage.logRows).toHaveCount(2);
  await consolePage.testId('filter-path').fill('campaigns');
  await expect(consolePage.logRows).toHaveCount(1);
  await consolePage.logRows.first().click();
  await expect(consolePage.detailStatus).toHaveText('400');
  await expect(consolePage.validation).toContainText('frequency');
  await expect(consolePage.validation).toContainText('delivery_method: Required');
  await consolePage.testId('show-request').click();
  await expect(consolePage.testId('request-detail-request-body')).toContainText('"name": "Spring"');
  await shot('console-requests-detail.png');
  await expectAccessible(page, test.info(), 'Console requests with a detail');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await consolePage.testId('copy-curl').click();
  // The e2e folder is typed for Node: the page's clipboard is described here.
  const curl = await page.evaluate(() => (navigator as unknown as { clipboard: { readText(): Promise<string> } }).clipboard.readText());
  expect(curl).toBe(`curl -X POST '${core.baseUrl}/api/campaigns' -H 'X-API-Key: ${core.keys.customerKey}' -H 'content-type: application/json' --data-raw '{"name":"Spring","frequency":"weekly"}'`);

  await consolePage.testId('replay-request').click();
  await expect(consolePage.detail).toContainText('Replay of');
  await expect(consolePage.detailStatus).toHaveText('400');
  await expect(consolePage.logRows).toHaveCount(2);

  // Keyboard: arrows move through the rows.
  await consolePage.testId('filter-path').fill('');
  await consolePage.testId('filter-4xx').click();
  await consolePage.logRows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(consolePage.logRows.nth(1)).toHaveAttribute('aria-selected', 'true');
  await shot('console-requests.png');
});

test('Console, requests: a server that cannot be reached is an error, not an empty log', async ({ appPage: { page } }) => {
  const consolePage = new ConsolePageObject(page);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
  await consolePage.open('requests');
  await expect(consolePage.logEmpty).toBeVisible();
  await page.route('**/_sandbox/request-log?**', (route) => route.abort('connectionrefused'));
  await consolePage.testId('filter-2xx').click();
  await expect(consolePage.testId('request-log-error')).toContainText('cannot be reached');
  await shot('console-requests-error.png');
  await expectAccessible(page, test.info(), 'Console requests, error');
});
