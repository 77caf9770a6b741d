import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { productByKey } from '#shared/products.ts';
import { openStarterDesign, StudioPageObject } from './pages/studio-page.ts';

// Each test is one long journey (the gallery, a design, a team starter, edits, proofs and the campaign checks): 30-50 s on a quiet machine,
// about 100 s with both cores busy (bench-suite.ts), so the budget is the journey's, not a wait's.
test.describe.configure({ timeout: 180_000 });

test('the starter gallery is the first thing a new user sees; a design starts from one and is kept as a team starter', async ({ page, server }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.uiUrl);
  const studio = new StudioPageObject(page);

  // The first thing a new user sees: the starters, as the renderer draws them.
  await expect(page.getByTestId('designs-empty')).toBeVisible();
  const cards = page.getByTestId('starter-card');
  // Thirty: every occasion, every size of the catalog twice or more (issue 42).
  await expect(cards).toHaveCount(30);
  const thankYou = page.locator('[data-starter-id="thank-you-a6-postcard"]');
  await expect(thankYou.getByTestId('starter-thumbnail')).toBeVisible({ timeout: 60_000 });
  await expect(cards.nth(1).getByTestId('starter-thumbnail')).toBeVisible({ timeout: 60_000 });
  await expect(cards.nth(2).getByTestId('starter-thumbnail')).toBeVisible({ timeout: 60_000 });
  await studio.shot('starters-gallery');
  await expectAccessible(page, test.info(), 'Designs, empty, with the starters');
  await page.getByRole('group', { name: 'Occasion' }).getByRole('button', { name: 'Win-back' }).click();
  // An A6 postcard and a 5x7 one.
  await expect(cards).toHaveCount(2);
  await page.getByRole('group', { name: 'Occasion' }).getByRole('button', { name: 'All' }).click();

  // A design from a starter opens in the studio with the starter's layout.
  await thankYou.getByRole('button', { name: /^Start from/ }).click();
  await expect(page.getByTestId('studio')).toBeVisible();
  await studio.rendered();
  await studio.shot('studio-from-starter');

  // Kept as a starter of the team: New design offers it first.
  await page.getByTestId('studio-save-starter').click();
  await page.getByTestId('save-starter-name').fill('Our spring thank-you');
  await page.getByTestId('save-starter-occasion').click();
  await page.getByRole('option', { name: 'Thank you' }).click();
  await expectAccessible(page, test.info(), 'Save as a starter');
  await page.getByTestId('save-starter-confirm').click();
  await expect(page.getByTestId('save-starter-done')).toContainText('Our spring thank-you');
  await page.getByRole('button', { name: 'Back to the design' }).click();
  await page.getByRole('link', { name: 'Back to the designs' }).click();
  await page.getByTestId('designs-new').click();
  const first = page.getByTestId('new-design-dialog').getByTestId('starter-card').first();
  await expect(first).toContainText('Our spring thank-you');
  await expect(first).toContainText('Your team’s');
  await expect(first.getByTestId('starter-thumbnail')).toBeVisible({ timeout: 60_000 });
  await studio.shot('new-design-starters');
  await expectAccessible(page, test.info(), 'New design, starters');
  expect(pageErrors).toEqual([]);
});

test('editing after a click, positions from the trim, an image over the note, layers, copy/paste/duplicate, shortcuts, the last thumbnail at once, campaign columns as merge fields', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const { studio, designId, pageErrors } = await openStarterDesign(page, server, request);

  // Positions count from the trim, as the rulers do: the note is at 70 mm in the HTML (3 mm of bleed).
  await studio.element('note').click();
  await expect(studio.properties).toContainText('Handwriting “note”');
  await expect(studio.prop('X')).toHaveValue('67');
  await expect(studio.prop('Y')).toHaveValue('60');
  await expect(studio.element('note')).toHaveAccessibleName(/at 67, 60 mm from the trim corner/);

  // Keyboard after a click: the arrows nudge what was clicked, Delete removes it.
  await studio.element('headline').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(studio.prop('X')).toHaveValue('67.5');
  await expect(studio.prop('Y')).toHaveValue('28');
  await studio.element('subline').click();
  await page.keyboard.press('Delete');
  await expect(studio.element('subline')).toHaveCount(0);

  // An image moved over the handwriting is flagged, and the check selects it.
  await studio.element('logo').click();
  await studio.prop('Y').fill('75');
  const covers = studio.warnings.getByRole('button', { name: 'Image “logo” covers Handwriting “note”: move it, or bring Handwriting “note” to the front.' });
  await expect(covers).toBeVisible();
  await studio.shot('studio-image-over-note');
  // Layers: sent under the note, the logo is a background and the check clears.
  await studio.element('logo').press('Escape');
  const layers = page.getByTestId('layers');
  await expect(layers.getByRole('listitem').first()).toContainText('Image “logo”');
  await page.getByRole('button', { name: 'Send Image “logo” backward' }).click();
  await expect(layers.getByRole('listitem').first()).toContainText('Handwriting “note”');
  await expect(covers).toHaveCount(0);
  await studio.shot('studio-layers');

  // Duplicate on this side, copy to the back and paste there: new ids, selected.
  const elements = studio.canvas.locator('.element-box');
  const onFront = await elements.count();
  await studio.element('headline').click();
  await page.keyboard.press('Control+d');
  await expect(elements).toHaveCount(onFront + 1);
  await expect(studio.properties).not.toContainText('Text “headline”');
  await studio.element('note').click();
  await page.keyboard.press('Control+c');
  await page.getByTestId('studio-side-back').click();
  const onBack = await elements.count();
  await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+v');
  await expect(elements).toHaveCount(onBack + 1);
  await expect(studio.properties).toContainText(/Handwriting “handwriting-\d+”/);
  await page.keyboard.press('Control+z');
  await expect(elements).toHaveCount(onBack);
  await page.getByTestId('studio-side-front').click();

  // Every shortcut on ?.
  await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcut-sheet')).toContainText('Duplicate the selected element');
  await studio.shot('studio-shortcuts');
  await expectAccessible(page, test.info(), 'Shortcut sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcut-sheet')).toHaveCount(0);
  await studio.saved();

  // Published and mailed to recipients with imported columns: those columns are merge fields.
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-done')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the design' }).click();
  const template = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()).template_id as string;
  const campaign = await (
    await request.post(`${server.baseUrl}/api/campaigns`, {
      headers,
      data: { name: 'Spring', delivery_method: 'directMail', frequency: 'oneTime', product_id: productByKey('a6_postcard')!.id, template_id: template, return_address: { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' } },
    })
  ).json();
  const address = { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'United Kingdom' };
  const longMessage = 'It was wonderful to see you at the spring open day, and the whole team still talks about the questions you asked. '.repeat(5).trim();
  const added = await request.post(`${server.baseUrl}/api/recipients`, { headers, data: { campaignId: campaign.id, data: [{ firstName: 'Ada', lastName: 'Lovelace', address, variables: { Tier: 'Gold', Message: 'See you in May' } }, { firstName: 'Alan', lastName: 'Turing', address }, { firstName: 'Grace', lastName: 'Hopper', address, variables: { Tier: 'Silver', Message: longMessage } }] } });
  expect(added.status()).toBe(200);

  // Opening the design again: the last thumbnail at once, with progress, until the live render comes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_ui/html-preview', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Back to the designs' }).click();
  await expect(page.getByTestId('design-thumbnail')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('design-card-name').first().click();
  await expect(page.getByTestId('studio-thumbnail')).toBeVisible();
  await expect(page.getByTestId('studio-rendering')).toContainText('Rendering the live preview');
  await studio.shot('studio-opening');
  release();
  await studio.rendered();
  await expect(page.getByTestId('studio-rendering')).toHaveCount(0);
  await page.unroute('**/_ui/html-preview');

  await studio.element('note').click();
  const fields = page.getByTestId('prop-insert-field');
  await expect(fields.locator('option', { hasText: /^Tier$/ })).toHaveCount(1);
  await expect(fields.locator('option', { hasText: /^Message$/ })).toHaveCount(1);

  // A field some of those recipients lack is a check, until it has a fallback.
  await page.getByTestId('prop-text').fill('Dear ');
  await fields.selectOption('Tier');
  const empty = studio.warnings.getByRole('button', { name: /^“Tier” is empty for 1 recipient of the campaigns mailing this design \(Alan Turing, of Spring, for one\)/ });
  await expect(empty).toBeVisible({ timeout: 15_000 });
  await studio.shot('studio-field-empty-for-some');
  // The check leads to that recipient: the card is previewed for Alan Turing, and says what he lacks.
  await empty.click();
  await expect(page.getByTestId('studio-sample')).toHaveText(/^Alan Turing/);
  await expect(studio.warnings.getByRole('button', { name: '“Tier” in Handwriting “note” has no value for Alan Turing: it prints empty.' })).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('prop-text').fill('Dear {{ Tier | default: "Friend" }}');
  await expect(empty).toHaveCount(0, { timeout: 15_000 });

  // Handwriting written for the longest value among those recipients: Grace's message would shrink the note past legible.
  await page.getByTestId('prop-text').fill('Dear {{firstName}}, {{Message}}');
  const longest = studio.warnings.getByRole('button', { name: /^Handwriting “note” (shrinks to [\d.]+ pt|does not fit) for the longest value among the campaigns’ recipients, Grace Hopper’s “Message” \(\d+ characters\)/ });
  await expect(longest).toBeVisible({ timeout: 30_000 });
  await studio.shot('studio-longest-value');
  await page.getByTestId('prop-text').fill('Dear {{firstName}}');
  await expect(longest).toHaveCount(0, { timeout: 15_000 });

  expect(pageErrors).toEqual([]);
});
