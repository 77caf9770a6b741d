import { readFileSync } from 'node:fs';
import type { Page } from 'playwright/test';
import { blankPhoto, filledSheetPhoto } from '#core/test-support/filled-hand-sheet.ts';
import { expect, test } from './fixtures.ts';
import { StudioPageObject } from './pages/studio-page.ts';

test.describe.configure({ timeout: 360_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a marketer makes a hand of their own: template, photo of the filled sheet, review, fixes, a note, and a design in it', async ({ page, server, request }) => {
  // a fresh connection for each call: the test runs for minutes between them
  const headers = { 'X-API-Key': server.keys.customerKey, Connection: 'close' };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // the blank photo is refused on purpose (a 400 Chromium logs)
  page.on('console', (message) => message.type() === 'error' && !/status of 400/.test(message.text()) && pageErrors.push(message.text()));
  const photo = test.info().outputPath('filled-sheet.jpg');
  const blank = test.info().outputPath('blank.jpg');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(photo, (await filledSheetPhoto({ family: 'Foster', seed: 'e2e' })).jpeg);
  writeFileSync(blank, await blankPhoto());

  await page.goto(server.uiUrl);
  await page.getByTestId('nav-handwriting').click();
  await page.getByTestId('handwriting-tab-own').click();
  await expect(page.getByTestId('hands-empty')).toBeVisible();
  await shot(page, 'own-hand-empty');

  // 1. the template
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('hand-template-a4').click()]);
  expect(download.suggestedFilename()).toBe('inkpost-hand-template-a4.pdf');
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // 2. a photo that is not the sheet is refused with what to do, and nothing is made
  await page.getByTestId('hand-file').setInputFiles(blank);
  await expect(page.getByTestId('hand-problem')).toContainText('blank.jpg is blank: there is nothing on it. Scan or photograph the filled-in template.', { timeout: 60_000 });
  await shot(page, 'own-hand-refused');

  // 3. the photo of the filled-in sheet, named
  await page.getByTestId('hand-name').fill('Anna');
  await page.getByTestId('hand-file').setInputFiles(photo);
  await expect(page.getByTestId('hand-reading')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna' })).toBeVisible({ timeout: 120_000 });
  const cells = page.getByTestId('cell-grid').locator('li');
  await expect(cells).toHaveCount(132);
  await expect(page.locator('[data-status="ok"]')).toHaveCount(132);
  await expect(page.getByTestId('note-image')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('hand-no-warnings')).toBeVisible();
  await shot(page, 'own-hand-review');
  await page.getByTestId('cell-grid').screenshot({ path: test.info().outputPath('own-hand-cells.png') });

  // 4. clear a bad cell, then restore it
  const firstQ = page.locator('[data-testid^="cell-0-"]').filter({ hasText: 'q (1st)' });
  await firstQ.getByTestId('cell-clear').click();
  await expect(firstQ).toHaveAttribute('data-status', 'cleared', { timeout: 60_000 });
  await expect(page.getByTestId('hand-warnings')).toContainText("'q' is written 2 of 3 times");
  await firstQ.screenshot({ path: test.info().outputPath('own-hand-cleared-cell.png') });
  await firstQ.getByTestId('cell-restore').click();
  await expect(firstQ).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });

  // 5. re-crop a cell: an empty corner leaves it empty; the whole box traces it again
  const firstA = page.getByTestId('cell-0-0');
  await firstA.getByTestId('cell-recrop').click();
  await expect(page.getByTestId('recrop-dialog')).toBeVisible();
  await shot(page, 'own-hand-recrop');
  for (const [key, value] of Object.entries({ x: '0', y: '0', width: '3', height: '3' })) await page.getByTestId(`recrop-${key}`).fill(value);
  await page.getByTestId('recrop-apply').click();
  await expect(firstA).toHaveAttribute('data-status', 'empty', { timeout: 60_000 });
  await firstA.getByTestId('cell-recrop').click();
  const canvas = page.getByTestId('recrop-canvas');
  const box = (await canvas.boundingBox())!;
  // drag from 1 mm inside the printed box's top-left to its bottom-right (16 px a mm, 3 mm margin)
  await page.mouse.move(box.x + 4 * 16, box.y + 4 * 16);
  await page.mouse.down();
  await page.mouse.move(box.x + 17 * 16, box.y + 21 * 16, { steps: 5 });
  await page.mouse.up();
  await page.getByTestId('recrop-apply').click();
  await expect(firstA).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });

  // 6. rename it, and write a note with another pen
  await page.getByTestId('hand-rename').fill('Anna Smith');
  await page.getByTestId('hand-rename-save').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Smith' })).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('note-pen').selectOption('fountain');
  await expect(page.getByTestId('note-image')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'own-hand-note');

  // 7. a second sheet: its letters become more variants (five at most: the sixth of each letter is set aside)
  const second = test.info().outputPath('second-sheet.jpg');
  writeFileSync(second, (await filledSheetPhoto({ family: 'Foster', seed: 'e2e-second' })).jpeg);
  await page.getByTestId('hand-add-sheet-file').setInputFiles(second);
  await expect(page.getByTestId('hand-sheet-changes')).toContainText('Sheet 2 added; 80 characters have more written variants; the new cells of a b c', { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'Sheet 2' })).toBeVisible();
  await expect(page.locator('[data-testid^="cell-1-"]')).toHaveCount(132);
  await expect(page.locator('[data-testid^="cell-1-"][data-status="cleared"]')).toHaveCount(26);
  await shot(page, 'own-hand-second-sheet');

  // 8. the Write-a-note page and the API know it by name
  const list = await (await request.get(`${server.baseUrl}/api/hands`, { headers })).json();
  expect(list.map((h: { name: string }) => h.name)).toEqual(['Anna Smith']);

  // 9. use it in a design: the studio opens a postcard whose every handwriting block is in the hand (front, back
  // and address), signed with the sender's name field, its address block kept, and the checks find nothing to fix
  await page.getByTestId('hand-use').click();
  const studio = new StudioPageObject(page);
  await expect(page.getByTestId('studio')).toBeVisible();
  const designId = page.url().split('/').pop();
  const design = await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json();
  const fonts = [design.front.html, design.back.html].join('').match(/data-hw-font="[^"]*"/g);
  expect(fonts).toEqual(['data-hw-font="Anna Smith"', 'data-hw-font="Anna Smith"', 'data-hw-font="Anna Smith"']);
  expect(design.back.html).toContain('{{senderName');
  expect(design.back.html).toContain('data-hw-address');
  await studio.rendered();
  await expect(page.getByTestId('studio-warnings')).toContainText('Nothing to fix on this side.', { timeout: 60_000 });
  await shot(page, 'own-hand-design-front');
  await page.getByTestId('studio-side-back').click();
  await studio.rendered();
  await expect(page.getByTestId('studio-warnings')).toContainText('Nothing to fix on this side.', { timeout: 60_000 });
  await studio.element('message').click();
  await expect(page.getByTestId('hand-Anna Smith')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('hand-Anna Smith').locator('img')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'own-hand-design');
  await page.getByTestId('hand-Anna Smith').scrollIntoViewIfNeeded();
  await page.getByTestId('prop-hand').screenshot({ path: test.info().outputPath('own-hand-picker.png') });
  expect(pageErrors).toEqual([]);
});
