import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openStarterDesign, proofText } from './pages/studio-page.ts';

// Writing on the card (issue 42): each test is a marketer's journey through the studio and a proof.
test.describe.configure({ timeout: 180_000 });

test('text is written on the card: double-click, type, style a word from the toolbar, Escape; one undo step; plain paste; the proof prints what the editor showed', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const kit = await request.put(`${server.baseUrl}/api/brand-kit`, { headers, data: { logo: null, colours: [{ name: 'Forest', value: '#27503f' }], heading_font: null, body_font: null } });
  expect(kit.status(), await kit.text()).toBe(200);
  const { studio, designId, pageErrors } = await openStarterDesign(page, server, request);
  const frontHtml = async () => {
    await page.keyboard.press('Control+s');
    await studio.saved();
    return ((await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()) as { front: { html: string } }).front.html;
  };
  const editor = page.getByTestId('in-place-editor');
  const toolbar = page.getByTestId('text-toolbar');

  // A click selects the headline and floats the toolbar above it; a double-click edits it in place.
  await studio.element('headline').click();
  await expect(toolbar).toBeVisible();
  const box = (await studio.element('headline').boundingBox())!;
  expect((await toolbar.boundingBox())!.y + (await toolbar.boundingBox())!.height).toBeLessThan(box.y);
  await studio.element('headline').dblclick();
  await expect(editor).toBeFocused();
  // At the card's real size and face: the editor's sheet covers the element's box, set in its typeface.
  const sheet = (await page.getByTestId('in-place-editing').locator('.in-place-editor__sheet').boundingBox())!;
  expect(Math.abs(sheet.width - box.width)).toBeLessThan(2);
  await expect(editor).toHaveCSS('font-family', /Playfair Display/);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Thank you, Ada');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(toolbar).toHaveAttribute('aria-label', 'Style the selected words');
  await page.getByTestId('toolbar-bold').click();
  await page.getByTestId('toolbar-colour').click();
  await expect(page.getByTestId('toolbar-colours').getByRole('button', { name: 'Forest (brand)' })).toBeVisible();
  await studio.shot('writing-1-colours');
  await page.getByTestId('toolbar-hex').fill('#b91c1c');
  await page.getByTestId('toolbar-hex').press('Enter');
  await expectAccessible(page, test.info(), 'Studio, a text edited in place with its toolbar');
  await editor.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(studio.element('headline')).toBeFocused();
  await studio.rendered();
  await studio.shot('writing-2-styled-word');

  const html = await frontHtml();
  expect(html).toMatch(/data-ink-id="headline"[^>]*>Thank you, <span style="color: rgb\(185, 28, 28\);"><strong>Ada<\/strong><\/span><\/div>/);
  const printed = await proofText(request, server.baseUrl, headers, designId, test.info().outputPath('writing-proof.pdf'));
  expect(printed.replace(/\s+/g, ' ')).toContain('Thank you, Ada');

  // Undo takes the whole edit back in one step, redo brings it again.
  await page.keyboard.press('Control+z');
  await expect(studio.prop('Text')).toHaveValue('Thank you');
  await page.keyboard.press('Control+Shift+z');
  await expect(studio.prop('Text')).toHaveValue(/^Thank you, <span style="color: rgb\(185, 28, 28\);"><strong>Ada/);

  // The whole element, from the toolbar with the element selected: centred, letters spaced.
  await page.getByTestId('toolbar-align-center').click();
  await page.getByTestId('toolbar-letter-spacing').fill('50');
  await expect.poll(frontHtml).toMatch(/data-ink-id="headline"[^>]*text-align:center;letter-spacing:0.05em/);

  // Pasting formatted text brings its words only, one paragraph a line.
  await studio.element('subline').dblclick();
  await page.keyboard.press('Control+a');
  // (A paste event with both flavours, as a copy from a web page or a word processor gives.)
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/html', '<b style="color:red;font-size:40px">Big</b> news');
    data.setData('text/plain', 'Big news\\nfor you');
    document.querySelector('[data-testid="in-place-editor"]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
  await page.keyboard.press('Escape');
  expect(await frontHtml()).toMatch(/data-ink-id="subline"[^>]*><p style="margin:0">Big news<\/p><p style="margin:0">for you<\/p><\/div>/);

  // Handwriting: written by the engine in one weight, so the toolbar offers its size and ink, and says why not bold.
  await studio.element('note').dblclick();
  await expect(editor).toBeFocused();
  await expect(page.getByTestId('toolbar-bold')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Dear {{firstName}}, see you soon');
  await page.getByTestId('toolbar-size').fill('16');
  await studio.shot('writing-3-handwriting');
  await studio.canvas.click({ position: { x: 5, y: 5 } });
  await expect(editor).toBeHidden();
  expect(await frontHtml()).toMatch(/data-ink-id="note"[^>]*data-hw-size="16pt"[^>]*><p>Dear \{\{firstName\}\}, see you soon<\/p><\/div>/);
  await studio.rendered();
  await studio.shot('writing-4-after');
  expect(pageErrors).toEqual([]);
});

test('text that fits its box, the stamp area kept clear and never printed, new elements in free space, a dragged element keeps its look, a new design paints at once', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const { studio, designId, pageErrors } = await openStarterDesign(page, server, request);
  const heightOf = async (id: string) => Number((await studio.element(id).getAttribute('aria-label'))!.match(/ × ([\d.]+) mm/)![1]);
  const longer = 'Thank you for a wonderful year with us';

  // Fixed: a longer headline runs past its box, and a check names the element and the recipient.
  // (From the keyboard this time: select, then Enter edits it in place.)
  await studio.element('headline').click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('in-place-editor')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(longer);
  await page.keyboard.press('Escape');
  const past = studio.warnings.getByRole('button', { name: 'Text “headline” runs past its box for Ada Lovelace: make the box larger, the text shorter, or let it shrink to fit.' });
  await expect(past).toBeVisible();
  await studio.rendered();
  await studio.shot('fit-1-fixed-runs-past');
  // Shrink to fit: the renderer sets it smaller inside its box; the check goes.
  await page.getByTestId('toolbar-fit').selectOption('shrink');
  await expect(past).toHaveCount(0);
  await studio.rendered();
  await studio.shot('fit-2-shrunk');
  // Grow: the box follows the words.
  await page.getByTestId('toolbar-fit').selectOption('grow');
  await expect.poll(() => heightOf('headline')).toBeGreaterThan(30);
  // Grown over the subline, it says so (box against box, as the overlap check compares them).
  await expect(studio.warnings.getByRole('button', { name: 'Text “headline” overlaps Text “subline”.' })).toBeVisible();
  await studio.rendered();
  await studio.shot('fit-3-grown');
  await expectAccessible(page, test.info(), 'Studio, a growing headline with its toolbar');
  // Undo takes the growth back with the choice (one step): shrink to fit, the box as it was.
  await page.getByTestId('studio-undo').click();
  await expect.poll(() => heightOf('headline')).toBe(22);
  await expect(page.getByTestId('toolbar-fit')).toHaveValue('shrink');

  // While dragged, the headline carries its own pixels, not an empty box.
  const box = (await studio.element('headline').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 + 10, { steps: 5 });
  await expect(page.getByTestId('drag-ghost')).toBeVisible();
  await studio.shot('drag-keeps-content');
  await page.mouse.up();
  await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
  await page.keyboard.press('Control+z');

  // The back: the stamp area is drawn as a guide; handwriting moved into it is a check.
  await page.getByTestId('studio-side-back').click();
  await studio.rendered();
  await expect(page.getByTestId('studio-stamp-guide')).toBeVisible();
  await studio.element('message').click();
  await studio.prop('X').fill('100');
  await expect(studio.warnings.getByRole('button', { name: 'Handwriting “message” is in the stamp area: the stamp or postage goes there; move it out.' })).toBeVisible();
  await page.getByTestId('studio-undo').click();
  await expect(studio.warnings).not.toContainText('stamp area');

  // The guides never print: the proof's back has no stamp box or label.
  await page.keyboard.press('Control+s');
  await studio.saved();
  const printed = await proofText(request, server.baseUrl, headers, designId, test.info().outputPath('fit-proof.pdf'));
  expect(printed).not.toContain('Stamp');
  expect(printed.replace(/\s+/g, ' ')).toContain('Thank you for a wonderful year with us');

  // A brand-new design (no thumbnail yet) paints its draft at once, then the live render.
  await page.getByTestId('nav-designs').click();
  await studio.createDesign('Fresh card', 'a6_postcard');
  await expect(page.locator('[data-testid="studio-draft"], [data-testid="studio-render"]').first()).toBeVisible({ timeout: 2_000 });
  await studio.shot('new-design-painted');
  await studio.rendered();
  // New elements go in free space inside the safe area; once none is left, the studio says so.
  await studio.canvas.click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+a');
  await page.getByTestId('selection-delete').click();
  await page.getByTestId('palette-text').click();
  await page.getByTestId('palette-qr').click();
  await studio.rendered();
  await expect(studio.warnings).not.toContainText(/overlaps|covers|safe area/);
  const crowded = page.getByTestId('toast').filter({ hasText: 'No free space is left inside the safe area' });
  for (let i = 0; i < 8 && (await crowded.count()) === 0; i++) await page.getByTestId('palette-handwriting').click();
  await expect(crowded).toBeVisible();
  await studio.shot('free-space-none-left');
  expect(pageErrors).toEqual([]);
});
