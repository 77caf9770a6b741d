import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openStarterDesign, proofText, StudioPageObject } from './pages/studio-page.ts';

// Each test is one long journey (multi-select, arrange, layers, image drop, zoom, a brand kit and two proof PDFs): 30-50 s on a quiet machine,
// about 100 s with both cores busy (bench-suite.ts), so the budget is the journey's, not a wait's.
test.describe.configure({ timeout: 180_000 });

test('editing craft: Shift-click and marquee selection, a group moved and nudged, align and distribute, layers locked, hidden and renamed, an image dropped, Ctrl+wheel zoom', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const { studio, designId, pageErrors } = await openStarterDesign(page, server, request);
  const at = (id: string, x: number, y: number) => expect(studio.element(id)).toHaveAccessibleName(new RegExp(`at ${x}, ${y} mm from the trim corner`));
  const selection = page.getByTestId('selection-panel');
  /** An element's place in mm from the trim corner, as its accessible name says. */
  const position = async (id: string): Promise<[number, number]> => {
    const name = (await studio.element(id).getAttribute('aria-label')) ?? '';
    const match = name.match(/at (-?[\d.]+), (-?[\d.]+) mm from the trim corner/);
    return [Number(match?.[1]), Number(match?.[2])];
  };

  // At 1024 px wide the studio's bar stays on one line, "Unsaved changes" and all (issue 30).
  await page.setViewportSize({ width: 1024, height: 720 });
  await studio.element('logo').click();
  await page.keyboard.press('ArrowUp');
  await expect(studio.saveStatus).toHaveText(/Unsaved changes|Saving/);
  expect((await page.locator('.studio__bar').boundingBox())!.height).toBeLessThan(60);
  expect((await page.locator('.studio__subbar').boundingBox())!.height).toBeLessThan(60);
  await studio.shot('craft-1024-unsaved');
  await page.keyboard.press('Control+z');
  await studio.saved();
  await page.getByTestId('studio-sample').click();
  await expect(page.getByRole('option', { name: 'Grace Hopper, Arlington' })).toBeVisible();
  await studio.shot('craft-1024-recipient-picker');
  await expectAccessible(page, test.info(), 'Studio at 1024 px, the recipient picker open');
  await page.getByRole('option', { name: 'Grace Hopper, Arlington' }).click();
  await expect(page.getByTestId('studio-sample')).toHaveText('Grace Hopper, Arlington');
  await page.setViewportSize({ width: 1280, height: 720 });
  await studio.rendered();

  // Shift-click: the headline and the logo together; the panel offers arrange for both.
  await studio.element('headline').click();
  await studio.element('logo').click({ modifiers: ['Shift'] });
  await expect(selection.getByRole('heading')).toHaveText('2 elements');
  await expect(studio.element('headline')).toHaveAttribute('aria-pressed', 'true');
  await expect(studio.element('logo')).toHaveAttribute('aria-pressed', 'true');
  await studio.shot('craft-shift-select');
  await expectAccessible(page, test.info(), 'Studio, two elements selected');

  // Align right: the logo lines up with the headline's right edge (67 + 77 - 9 = 135 mm from the trim).
  await expect(page.getByTestId('align-right')).toHaveAttribute('title', /Align right with each other \((Alt\+|⌥)D\)/);
  await expect(page.getByTestId('distribute-vertical')).toBeDisabled();
  await page.getByTestId('align-right').click();
  await at('logo', 135, 90);
  await at('headline', 67, 23);
  // The keyboard moves the group: Shift+arrow 5 mm down, both of them; Alt+W aligns their tops.
  await studio.element('headline').focus();
  await page.keyboard.press('Shift+ArrowDown');
  await at('logo', 135, 95);
  await at('headline', 67, 28);
  await page.keyboard.press('Control+z');
  await at('headline', 67, 23);
  await studio.shot('craft-aligned-right');

  // A marquee from the empty bleed corner catches what it touches: the headline and the subline, not the note.
  const paper = (await studio.canvas.boundingBox())!;
  const pxPerMm = paper.width / 154;
  await page.mouse.move(paper.x + 153 * pxPerMm, paper.y + 1 * pxPerMm);
  await page.mouse.down();
  await page.mouse.move(paper.x + 120 * pxPerMm, paper.y + 30 * pxPerMm, { steps: 4 });
  await page.mouse.move(paper.x + 100 * pxPerMm, paper.y + 58 * pxPerMm, { steps: 4 });
  await expect(page.getByTestId('studio-marquee')).toBeVisible();
  await studio.shot('craft-marquee');
  await page.mouse.up();
  await expect(selection.getByRole('heading')).toHaveText('2 elements');
  await expect(selection).toContainText('Text “headline”, Text “subline”');
  // Shift-click the note in: three, spaced evenly down (gaps of 3.5 mm: the subline to 48.5 mm).
  await studio.element('note').click({ modifiers: ['Shift'] });
  await expect(selection.getByRole('heading')).toHaveText('3 elements');
  await page.keyboard.press('Alt+Shift+V');
  await at('subline', 67, 48.5);
  // Dragging one of them moves all three by the same distance (at 100 %, about 2 mm; Alt: placed freely, no snapping).
  await page.getByTestId('zoom-1').click();
  const before = await Promise.all(['headline', 'subline', 'note'].map(position));
  const head = (await studio.element('headline').boundingBox())!;
  await page.keyboard.down('Alt');
  await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2);
  await page.mouse.down();
  await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2 + 4, { steps: 2 });
  await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2 + 8, { steps: 2 });
  await page.mouse.up();
  await page.keyboard.up('Alt');
  await expect.poll(async () => (await position('headline'))[1]).toBeGreaterThan(before[0]![1] + 1.5);
  const after = await Promise.all(['headline', 'subline', 'note'].map(position));
  const moved = after.map((p, i) => Math.round((p[1] - before[i]![1]) * 100) / 100);
  expect(moved[0]).toBeLessThan(2.5);
  expect(new Set(moved).size).toBe(1);
  expect(after.map((p) => p[0])).toEqual(before.map((p) => p[0]));
  // Delete takes the three away at once; undo brings them back.
  await page.keyboard.press('Delete');
  await expect(studio.element('note')).toHaveCount(0);
  await expect(studio.element('headline')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(studio.element('note')).toHaveCount(1);
  await page.getByTestId('zoom-fit').click();

  // Layers: rename the logo, lock the photo panel, hide the subline.
  await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
  const layers = page.getByTestId('layers');
  await page.getByTestId('layer-name-logo').dblclick();
  await page.getByTestId('layer-rename-logo').fill('Brand mark');
  await page.keyboard.press('Enter');
  await expect(layers).toContainText('Image “Brand mark”');
  await expect(studio.element('logo')).toHaveAccessibleName(/^Image “Brand mark”/);
  await page.getByTestId('layer-lock-panel').click();
  await expect(page.getByTestId('layer-lock-panel')).toHaveAttribute('aria-pressed', 'true');
  // A click on the locked panel picks nothing; a marquee can start on it.
  const panel = (await studio.element('panel').boundingBox())!;
  await page.mouse.click(panel.x + panel.width / 2, panel.y + panel.height / 2);
  await expect(studio.properties).toHaveCount(0);
  await expect(page.getByTestId('card-panel')).toBeVisible();
  // Selected from the layers list it says it is locked and offers no position fields to change.
  await page.getByTestId('layer-name-panel').click();
  await expect(page.getByTestId('element-locked')).toBeVisible();
  await expect(studio.prop('X')).toBeDisabled();
  // Alt+↑ on a layer's name moves it up the paint order.
  const order = async () => (await layers.getByRole('listitem').allTextContents()).map((t) => t.trim());
  await page.getByTestId('layer-name-subline').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(async () => (await order()).findIndex((t) => t.includes('subline'))).toBe(1);
  // Dragging a row: the photo panel dropped on the top half of the top row paints over everything; undo puts it back.
  await page.getByTestId('layer-panel').dragTo(page.getByTestId('layer-logo'), { targetPosition: { x: 40, y: 3 } });
  await expect.poll(async () => (await order())[0]).toContain('Image “panel”');
  await studio.shot('craft-layer-dragged');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await order()).at(-1)).toContain('Image “panel”');

  await studio.saved();
  expect(await proofText(request, server.baseUrl, headers, designId, test.info().outputPath('before-hide.pdf'))).toMatch(/from all of us/i);
  await page.getByTestId('layer-hide-subline').click();
  await expect(studio.element('subline')).toHaveCount(0);
  await expect(page.getByTestId('layer-subline')).toHaveClass(/layer--hidden/);
  await studio.rendered();
  await studio.saved();
  const saved = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()).front.html as string;
  expect(saved).toMatch(/data-ink-id="subline"[^>]*data-ink-hidden/);
  expect(saved).toContain('data-ink-name="Brand mark"');
  expect(saved).toMatch(/data-ink-id="panel"[^>]*data-ink-locked/);
  // Hidden is not printed.
  expect(await proofText(request, server.baseUrl, headers, designId, test.info().outputPath('after-hide.pdf'))).not.toMatch(/from all of us/i);
  await studio.shot('craft-layers');
  await expectAccessible(page, test.info(), 'Studio, layers locked, hidden and renamed');

  // An image dragged from the desktop onto the card lands where it is dropped.
  // A 400 x 300 PNG, dropped 100 mm across and 40 mm down the page.
  await studio.dropPng({ width: 400, height: 300 }, '#d6336c', 100, 40);
  await expect(studio.element('image-1')).toBeVisible();
  await expect(studio.properties).toContainText('Image “image-1”');
  // 40 x 30 mm centred on the drop point (100, 40 from the page's corner): 80, 25 from the page, 77, 22 from the trim.
  await at('image-1', 77, 22);
  await studio.rendered();
  await studio.shot('craft-image-dropped');

  // Ctrl+wheel (and a trackpad pinch, which arrives as one) zooms the card, not the window.
  const stage = (await page.locator('.studio__stage').boundingBox())!;
  const widthBefore = (await studio.canvas.boundingBox())!.width;
  await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
  await page.keyboard.down('Control');
  // Three notches of a mouse wheel, about 10 % each.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await studio.canvas.boundingBox())!.width).toBeGreaterThan(widthBefore * 1.3);
  await expect(page.getByTestId('zoom-level')).toHaveText(/^1[34]\d %$/);
  await expect(page.getByTestId('zoom-fit')).toHaveAttribute('aria-pressed', 'false');
  await studio.shot('craft-wheel-zoom');
  await page.getByTestId('zoom-fit').click();
  await expect(page.getByTestId('zoom-fit')).toHaveAttribute('aria-pressed', 'true');
  expect(pageErrors).toEqual([]);
});

test('a brand kit saved once is offered first in the studio’s pickers, and a starter adopts it in one click', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.uiUrl);
  const studio = new StudioPageObject(page);
  await expect(page.getByTestId('designs-empty')).toBeVisible();
  // No kit yet: the starters offer no "Use with our brand".
  await expect(page.getByTestId('starter-card').first()).toBeVisible();
  await expect(page.getByTestId('starter-use-brand')).toHaveCount(0);

  // The editor: a logo, two colours, a heading and a body typeface.
  await page.getByTestId('designs-brand-kit').click();
  const dialog = page.getByTestId('brand-kit-dialog');
  await page.getByTestId('brand-kit-logo-file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0b6e4f"/></svg>') });
  await expect(page.getByTestId('brand-kit-logo')).toBeVisible();
  await page.getByTestId('brand-kit-add-colour').click();
  await page.getByTestId('brand-colour-0').fill('#0b6e4f');
  await dialog.getByLabel('Name of colour 1').fill('Forest');
  await page.getByTestId('brand-kit-add-colour').click();
  await page.getByTestId('brand-colour-1').fill('#c2410c');
  await dialog.getByLabel('Name of colour 2').fill('Ember');
  await page.getByTestId('brand-kit-heading-font').click();
  await page.getByRole('option', { name: /^Playfair Display/ }).click();
  await page.getByTestId('brand-kit-body-font').click();
  await page.getByRole('option', { name: /^Source Sans 3/ }).click();
  await studio.shot('brand-kit-editor');
  await expectAccessible(page, test.info(), 'Brand kit editor');
  await page.getByTestId('brand-kit-save').click();
  await expect(dialog).toHaveCount(0);
  const kit = await (await request.get(`${server.baseUrl}/api/brand-kit`, { headers })).json();
  expect(kit).toMatchObject({ colours: [{ name: 'Forest', value: '#0b6e4f' }, { name: 'Ember', value: '#c2410c' }], heading_font: 'Playfair Display', body_font: 'Source Sans 3' });
  expect(kit.logo).toMatch(/^data:image\/svg\+xml;base64,/);

  // One click: a starter with the kit's colours and logo.
  await page.locator('[data-starter-id="thank-you-a6-postcard"]').getByTestId('starter-use-brand').click();
  await expect(page.getByTestId('studio')).toBeVisible();
  await studio.rendered();
  const designId = page.url().split('/').pop()!;
  const front = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()).front.html as string;
  expect(front).toContain('#0b6e4f');
  expect(front).toContain(kit.logo);

  // In the studio the kit comes first: the brand typefaces above the others, the brand colours as swatches.
  await studio.element('subline').click();
  await expect(page.getByTestId('prop-font').locator('optgroup').first()).toHaveAttribute('label', 'Your brand');
  await expect(page.getByTestId('prop-font').locator('optgroup').first().locator('option')).toHaveText(['Playfair Display (brand headings)', 'Source Sans 3 (brand text)']);
  await page.getByRole('button', { name: 'Ember (brand)' }).click();
  await expect(page.getByTestId('prop-colour')).toHaveValue('#c2410c');
  await expect(page.getByRole('button', { name: 'Ember (brand)' })).toHaveAttribute('aria-pressed', 'true');
  await studio.rendered();
  await studio.shot('studio-brand-swatches');
  await expectAccessible(page, test.info(), 'Studio with brand swatches');

  // A merge field with a fallback: written in the HTML, the check quiet, and the proof of a recipient without it prints the fallback.
  await page.getByTestId('prop-text').fill('For {{club}}');
  const empty = studio.warnings.getByRole('button', { name: '“Club” in Text “subline” has no value for Ada Lovelace: it prints empty.' });
  await expect(empty).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('prop-fallback-club').fill('our friends & family');
  await expect(page.getByTestId('prop-text')).toHaveValue('For {{club | default: "our friends & family"}}');
  await expect(empty).toHaveCount(0);
  await studio.rendered();
  await studio.shot('studio-fallback');
  await studio.saved();
  const saved = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()) as { merge_fields: unknown; front: { html: string } };
  expect(saved.front.html).toContain('{{club | default: "our friends &amp; family"}}');
  // The subline is letter-spaced: pdftotext reads "F O R O U R ...", so compare without spaces.
  expect((await proofText(request, server.baseUrl, headers, designId, test.info().outputPath('fallback.pdf'))).replace(/\s+/g, '')).toMatch(/forourfriends&family/i);
  expect(pageErrors).toEqual([]);
});
