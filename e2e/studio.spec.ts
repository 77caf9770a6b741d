import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openUiLink } from './headless-server.ts';
import { productByKey } from '#shared/products.ts';
import { StudioPageObject } from './pages/studio-page.ts';

test.describe.configure({ timeout: 180_000 });

test('a marketer designs a postcard in the studio: edits by hand and keyboard, a Smart QR, checks, undo, code, proof and publish', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const api = (path: string) => request.get(`${server.baseUrl}${path}`, { headers });
  // No unhandled errors in the page. The one invalid side this test types on purpose answers 400, which Chromium logs.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && !/status of 400/.test(message.text()) && pageErrors.push(message.text()));
  await openUiLink(page, server); // the one-time link signs this browser in to the UI
  const studio = new StudioPageObject(page);

  // The app opens on the design library, empty at first.
  await expect(page.getByTestId('designs-empty')).toBeVisible();
  await studio.shot('designs-empty');
  await expectAccessible(page, test.info(), 'Designs, empty');
  await page.getByTestId('designs-new').click();
  await page.getByTestId('new-design-tab-blank').click();
  await expect(page.getByTestId('new-design-envelope')).toBeDisabled(); // an A6 postcard takes no envelope
  await studio.shot('new-design');
  await expectAccessible(page, test.info(), 'New design dialog');
  await page.keyboard.press('Escape');

  await studio.createDesign('Spring thank-you', 'a6_postcard');
  await studio.rendered();
  await expect(page.getByTestId('ruler-x')).toContainText('140');
  await expect(page.getByTestId('card-merge-fields')).toContainText('First name');
  await studio.shot('studio-front');
  await expectAccessible(page, test.info(), 'Studio');

  // Select the handwritten note, change its hand and its text, with a merge field from the menu.
  await studio.element('note').click();
  await expect(studio.properties).toContainText('Handwriting “note”');
  await page.getByTestId('hand-Knowles').click();
  // The picker writes a line in each of the ten hands; the render workers load each hand on first use.
  await expect(page.getByTestId('hand-Knowles').locator('img')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('prop-text').fill('Hello ');
  await page.getByTestId('prop-insert-field').selectOption('firstName');
  await expect(page.getByTestId('prop-text')).toHaveValue('Hello {{firstName}}');
  await studio.rendered();
  await studio.saved();
  const saved = await (await api(`/api/designs/${page.url().split('/').pop()}`)).json();
  expect(saved.front.html).toContain('data-hw-font="Knowles"');
  expect(saved.front.html).toContain('<p>Hello {{firstName}}</p>');

  // Keyboard: arrows nudge 0.5 mm, Shift+arrows 5 mm; the HTML gets millimetres.
  const x0 = Number(await studio.prop('X').inputValue());
  const y0 = Number(await studio.prop('Y').inputValue());
  await studio.element('note').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(studio.prop('X')).toHaveValue(String(x0 + 1));
  await expect(studio.prop('Y')).toHaveValue(String(y0 + 5));

  // That pushed the note out of the safe area: the check says so, selects the note, and moving it back clears it.
  const unsafe = studio.warnings.getByRole('button', { name: 'Handwriting “note” is outside the safe area: a cut a little off may clip it.' });
  await studio.rendered();
  await studio.element('note').press('Escape');
  await unsafe.click();
  await expect(studio.properties).toContainText('Handwriting “note”');
  await studio.prop('Y').fill(String(y0));
  await studio.prop('X').fill(String(x0));
  await expect(unsafe).toHaveCount(0);

  // Another recipient: ] steps to the next sample, and the card is written for them.
  const adaRender = await studio.render.getAttribute('src');
  await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press(']');
  await expect(page.getByTestId('studio-sample')).toHaveText('Grace Hopper, Arlington');
  await studio.rendered();
  expect(await studio.render.getAttribute('src')).not.toBe(adaRender);
  await page.keyboard.press('[');
  await expect(page.getByTestId('studio-sample')).toHaveText('Ada Lovelace, London');

  // A Smart QR lands in the corner of the safe area, over the note: the checks say so.
  await page.getByTestId('palette-qr').click();
  await expect(studio.properties).toContainText('Smart QR “qr-1”');
  await page.getByTestId('prop-qr-destination').fill('https://shop.example.com/spring');
  await page.getByTestId('prop-qr-dots').selectOption('rounded');
  await studio.rendered();
  await expect(studio.warnings).toContainText('Smart QR “qr-1” covers Handwriting “note”.');
  await studio.shot('studio-qr-warning');

  // The mouse: drag the QR 20 mm left at 100 % zoom (96 dpi: 3.78 px per mm); the HTML gets millimetres.
  await page.getByTestId('zoom-1').click();
  const qrX = Number(await studio.prop('X').inputValue());
  const box = (await studio.element('qr-1').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 - 20 * 3.7795, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await studio.prop('X').inputValue())).toBeLessThan(qrX - 18);
  await expect.poll(async () => Number(await studio.prop('X').inputValue())).toBeGreaterThan(qrX - 22);

  // Undo takes the QR's changes and the QR away; redo brings them back.
  await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
  for (let i = 0; i < 4; i++) await page.getByTestId('studio-undo').click();
  await expect(studio.element('qr-1')).toHaveCount(0);
  for (let i = 0; i < 4; i++) await page.getByTestId('studio-redo').click();
  await expect(studio.element('qr-1')).toHaveCount(1);

  // The code view shows the same HTML; an invalid Smart QR attribute typed there is reported with its reason.
  await page.getByTestId('studio-code-toggle').click();
  const code = page.getByTestId('html-editor');
  await expect(code).toContainText('data-sqr-id="qr-1"');
  await code.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('<div data-sqr data-sqr-id="bad" data-sqr-destination="https://example.com" data-sqr-dots-type="stars"></div>');
  await expect(studio.errors).toContainText('Smart QR “bad”: its dots must be one of', { timeout: 15_000 });
  await studio.shot('studio-code-error');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(studio.errors).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('studio-code-toggle').click();

  // The back: the address block and the stamp area; at 200 %.
  await page.getByTestId('studio-side-back').click();
  await page.getByTestId('zoom-2').click();
  await studio.rendered();
  await expect(studio.element('address')).toBeVisible();
  await studio.shot('studio-back-200');

  // A proof for a recipient: both sides at 300 dpi, and the print PDF.
  await studio.saved();
  await page.getByTestId('studio-proof').click();
  await page.getByTestId('proof-recipient').click();
  await page.getByRole('option', { name: 'Grace Hopper, Arlington' }).click();
  const pages = page.getByTestId('proof-page');
  await expect(pages).toHaveCount(2, { timeout: 60_000 });
  for (const img of await pages.all()) await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(1700);
  await expect(page.getByTestId('proof-open-pdf')).toBeVisible();
  await expect(page.getByTestId('proof-pages')).toContainText('Front');
  await expect(page.getByTestId('proof-pages')).toContainText('Back');
  await studio.shot('studio-proof');
  await expectAccessible(page, test.info(), 'Studio proof dialog');
  await page.getByRole('button', { name: 'Close' }).click();

  // Publish: campaigns can use it as a template.
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-done')).toContainText('Published “Spring thank-you”');
  const templates: { id: string; name: string }[] = await (await api('/api/templates')).json();
  const template = templates.find((t) => t.name === 'Spring thank-you')!;
  expect(template).toBeTruthy();

  // A campaign uses the template (through the API until the campaign desk has a wizard): its recipient renders from the design.
  const campaign = await (
    await request.post(`${server.baseUrl}/api/campaigns`, {
      headers,
      data: { name: 'Spring', delivery_method: 'directMail', frequency: 'oneTime', product_id: productByKey('a6_postcard')!.id, template_id: template.id, return_address: { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' } },
    })
  ).json();
  const posted = await request.post(`${server.baseUrl}/api/recipients`, { headers, data: { campaignId: campaign.id, data: [{ firstName: 'Ada', lastName: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'United Kingdom' } }] } });
  expect(posted.status(), await posted.text()).toBe(200);
  const [added] = await posted.json();
  await expect.poll(async () => (await (await api(`/api/recipients/${added.id}`)).json()).is_rendered, { timeout: 60_000 }).toBe(true);
  await page.getByRole('button', { name: 'Back to the design' }).click();

  // The library: its front rendered, duplicate, search, delete.
  await page.getByLabel('Back to the designs').click();
  const cards = page.getByTestId('design-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Published as a template');
  await expect(cards.first().getByTestId('design-thumbnail')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('design-card-menu').click();
  await page.getByTestId('design-duplicate').click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('design-thumbnail')).toHaveCount(2, { timeout: 30_000 });
  await studio.shot('designs-library');
  await expectAccessible(page, test.info(), 'Designs');
  await page.getByTestId('designs-search').fill('copy');
  await expect(cards).toHaveCount(1);
  await cards.first().getByTestId('design-card-menu').click();
  await page.getByTestId('design-delete').click();
  await page.getByTestId('design-delete-confirm').click();
  await expect(page.getByTestId('designs-no-match')).toBeVisible();
  await page.getByTestId('designs-search').fill('');
  await expect(cards).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});
