import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openUiLink } from './headless-server.ts';
import { AppPagesObject } from './pages/app-pages.ts';

test('links.templatesUrl opens the Templates page listing the team template', async ({ page, server, request }) => {
  const status = await (await request.get(`${server.baseUrl}/api/account/status`, { headers: { 'X-API-Key': server.keys.customerKey } })).json();
  await openUiLink(page, server); // signs this browser in to the UI
  await page.goto(status.links.templatesUrl);
  const app = new AppPagesObject(page);
  await expect(app.templatesTable).toContainText('Default A6 Postcard');
  await expect(app.templatesTable.locator('tbody tr').first()).toHaveText(/Default A6 Postcard\s*A6 Postcard\s*ISO, in millimetres\s*2\s*1/);
  await page.screenshot({ path: test.info().outputPath('templates.png') });
  await expectAccessible(page, test.info(), 'Templates');
});

test('the Handwriting page writes a note through the PNG endpoint', async ({ page, server }) => {
  await openUiLink(page, server);
  const app = new AppPagesObject(page);
  await app.openHandwriting();
  await expect(page).toHaveURL(/\/handwriting$/);
  // The note is words, never markup (it used to open on raw <p> tags).
  await expect(page.getByTestId('handwriting-content')).not.toHaveValue(/</);
  await app.writeNote('Dear Ada,\n\nSee you on Sunday!', 'Knowles');
  // Knowles is not the default hand: the render worker (nice 10) loads it on first use, which takes seconds on a busy
  // machine; npm test runs the unit tests beside the specs, so the budget is a minute (20 s ran out at load 20-30).
  await expect(app.handwritingImage).toBeVisible({ timeout: 60_000 });
  const size = await app.handwritingImage.evaluate((element) => {
    const image = element as unknown as { naturalWidth: number; naturalHeight: number };
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(size).toEqual([1417, 945]); // 120 x 80 mm at 300 dpi
  await page.screenshot({ path: test.info().outputPath('handwriting.png') });
  await expectAccessible(page, test.info(), 'Handwriting');
});
