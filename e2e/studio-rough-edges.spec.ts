// Issue 43 in the studio: the Layers list stays put when the selection changes (a double-click
// renames the layer clicked), and a first publish says it is published and leads to a campaign.
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openStarterDesign } from './pages/studio-page.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('double-clicking an unselected layer renames it, the list never moving; a first publish stays "Published" and opens a new campaign on the template', async ({ page, server, request }) => {
  test.setTimeout(120_000);
  const { studio, designId, pageErrors } = await openStarterDesign(page, server, request);
  const logo = page.getByTestId('layer-name-logo');
  const before = await logo.boundingBox();
  await logo.click();
  await expect(studio.properties).toContainText('Image “logo”');
  expect(await logo.boundingBox(), 'the layer under the pointer has not moved').toEqual(before);

  // A double-click on another, unselected layer: its name is edited in place, nothing else.
  await studio.element('logo').press('Escape');
  const note = page.getByTestId('layer-name-note');
  const noteBefore = await note.boundingBox();
  await note.dblclick();
  const rename = page.getByTestId('layer-rename-note');
  await expect(rename).toBeFocused();
  expect(await rename.boundingBox().then((box) => box && Math.abs(box.y - noteBefore!.y) < 4)).toBe(true);
  await rename.fill('Thank-you note');
  await rename.press('Enter');
  await expect(page.getByTestId('layer-name-note')).toHaveText('Handwriting “Thank-you note”');
  await studio.shot('studio-layers-renamed');
  await studio.saved();

  // Publish for the first time: the dialog says so, and offers the next step.
  await page.getByTestId('studio-publish').click();
  await expect(page.getByTestId('publish-dialog')).toContainText('Publish as a template');
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-done')).toContainText('Published “');
  // The design is fetched again (now published); the dialog keeps saying what happened.
  await expect.poll(async () => (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers: { 'X-API-Key': server.keys.customerKey } })).json()).template_id).toBeTruthy();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Published');
  await expect(page.getByRole('dialog')).not.toContainText('Publish a new version');
  await page.screenshot({ path: test.info().outputPath('publish-done.png') });
  await expectAccessible(page, test.info(), 'Published dialog');
  const template = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers: { 'X-API-Key': server.keys.customerKey } })).json()).template_id as string;
  await page.getByTestId('publish-create-campaign').click();
  await expect(page.getByTestId('new-campaign-dialog')).toBeVisible();
  await expect(page.getByTestId('campaign-template')).toHaveValue(template);
  await page.screenshot({ path: test.info().outputPath('publish-new-campaign.png') });
  await page.getByTestId('campaign-name').fill('Spring thank-yous');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByTestId('new-campaign-dialog')).toHaveCount(0);
  await expect(page.getByTestId('campaign-panel')).toContainText('Spring thank-yous');
  expect(pageErrors).toEqual([]);
});
