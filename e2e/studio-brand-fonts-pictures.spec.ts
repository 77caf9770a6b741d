// Issue 42, points 3 to 7, as a marketer meets them: the team's own typeface and a
// brand kit with hex colours, a dark-ground logo and no contrast failure once adopted;
// merge fields written the way the data names them; pictures from the bundled
// library, checked for print resolution; the gallery's occasions.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openStarterDesign, StudioPageObject } from './pages/studio-page.ts';

// Journeys of a few renders each: 30-60 s on a quiet machine, two or three times that with both cores busy.
test.describe.configure({ timeout: 180_000 });
const require = createRequire(import.meta.url);
const caveat = () => readFileSync(require.resolve('@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf'));

/** The same font with OS/2 fsType 2: its licence forbids embedding it in a document. */
function restricted(font: Buffer): Buffer {
  const out = Buffer.from(font);
  for (let i = 0; i < out.readUInt16BE(4); i++) {
    const record = 12 + i * 16;
    if (out.toString('latin1', record, record + 4) === 'OS/2') out.writeUInt16BE(2, out.readUInt32BE(record + 8) + 8);
  }
  return out;
}

const DARK_LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#ffffff" stroke-width="3"/></svg>');

test('a font of the team’s own and a brand kit with hex colours: adopted without a contrast failure, embedded in the proof; merge fields under any spelling', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.uiUrl);
  const studio = new StudioPageObject(page);
  await page.getByTestId('designs-brand-kit').click();
  const dialog = page.getByTestId('brand-kit-dialog');

  // A font file whose licence forbids embedding is refused with the API's reason; the real one is kept, in its own face.
  await page.getByTestId('team-fonts-file').setInputFiles({ name: 'Licensed-Bold.ttf', mimeType: 'font/ttf', buffer: restricted(caveat()) });
  await expect(page.getByTestId('team-fonts-error')).toHaveText('Licensed-Bold.ttf: its licence forbids embedding it in a document (OS/2 fsType 2: restricted licence)');
  await studio.shot('42b-font-refused');
  await page.getByTestId('team-fonts-file').setInputFiles({ name: 'Caveat-Bold.ttf', mimeType: 'font/ttf', buffer: caveat() });
  await expect(page.getByTestId('team-fonts')).toContainText('Caveat');
  await expect(page.getByTestId('team-fonts')).toContainText('Bold');

  // A colour typed as hex (a pale gold) with its name; a logo for dark cards; the team's face for headings.
  await page.getByTestId('brand-kit-add-colour').click();
  await page.getByTestId('brand-colour-hex-0').fill('#E0B43C');
  await expect(page.getByTestId('brand-colour-0')).toHaveValue('#e0b43c');
  await page.getByTestId('brand-colour-name-0').fill('Harbour gold');
  await page.getByTestId('brand-kit-more-logos-file').setInputFiles({ name: 'white-logo.svg', mimeType: 'image/svg+xml', buffer: DARK_LOGO });
  await expect(page.getByTestId('brand-logo-ground-0')).toHaveValue('dark');
  await page.getByTestId('brand-kit-heading-font').click();
  await page.getByRole('option', { name: /^Caveat/ }).click();
  await studio.shot('42b-brand-kit');
  await expectAccessible(page, test.info(), 'Brand kit with a font, a hex colour and a dark-ground logo');
  await page.getByTestId('brand-kit-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast').first()).toContainText('Brand kit saved');
  const kit = await (await request.get(`${server.baseUrl}/api/brand-kit`, { headers })).json();
  expect(kit).toMatchObject({ colours: [{ name: 'Harbour gold', value: '#e0b43c' }], heading_font: 'Caveat', logos: [{ name: 'white-logo', ground: 'dark' }] });

  // Adopted by a starter: the gold is too pale for the cream card (1.9:1), so the headline takes a readable shade of it.
  await page.locator('[data-starter-id="thank-you-a6-postcard"]').getByTestId('starter-use-brand').click();
  await expect(page.getByTestId('studio')).toBeVisible();
  await studio.rendered();
  const designId = page.url().split('/').pop()!;
  const front = (await (await request.get(`${server.baseUrl}/api/designs/${designId}`, { headers })).json()).front.html as string;
  const headline = front.match(/data-ink-id="headline"[^>]*color:(#[0-9a-f]{6})/)?.[1];
  expect(headline).toBeDefined();
  expect(headline).not.toBe('#e0b43c');
  expect(front).toContain("'Caveat', sans-serif");
  await expect(studio.warnings).not.toContainText('low contrast');
  await studio.shot('42b-adopted-kit');

  // The font menu offers the team's face; the check of a misspelt field says what was meant and what prints.
  await studio.element('headline').click();
  await expect(page.getByTestId('prop-font').locator('optgroup[label="Your typefaces"] option')).toHaveText(['Caveat']);
  await studio.element('subline').click();
  await expect(page.getByTestId('prop-insert-field').locator('option', { hasText: /^First name$/ })).toHaveCount(1);
  await page.getByTestId('prop-text').fill('For {{ FIRST_NAME | default: "Friend" }} {{frist_name}}');
  await expect(studio.warnings.getByRole('button', { name: /^\{\{frist_name\}\} in Text “subline” matches no recipient field or variable: it prints nothing for every recipient .* Did you mean \{\{firstName\}\} \(First name\)\?$/ })).toBeVisible({ timeout: 15_000 });
  await expect(studio.warnings).not.toContainText('{{FIRST_NAME}}');
  await studio.rendered();
  await studio.shot('42b-merge-field-spellings');
  await expectAccessible(page, test.info(), 'Studio with a misspelt merge field');
  await page.getByTestId('prop-text').fill('For {{ FIRST_NAME | default: "Friend" }}');
  await studio.saved();

  // The proof prints Ada's first name, and embeds the team's face (Caveat Bold, a subset).
  const proof = await request.post(`${server.baseUrl}/api/designs/${designId}/proof`, { headers, data: { values: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' } } });
  expect(proof.status(), await proof.text()).toBe(200);
  const pdf = (await proof.json()).documents.find((d: { format: string }) => d.format === 'pdf');
  const file = test.info().outputPath('proof.pdf');
  writeFileSync(file, await (await request.get(pdf.signed_url)).body());
  expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')).toMatch(/forada/i);
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/\+Caveat-Bold\s.*\byes\b/);
  expect(pageErrors).toEqual([]);
});

test('pictures from the bundled library, searched by word and placed like an upload; a soft photo is a check, a vector never', async ({ page, server, request }) => {
  const { studio, pageErrors } = await openStarterDesign(page, server, request);
  await page.getByTestId('palette-pictures').click();
  const library = page.getByTestId('picture-library');
  await expect(library.getByRole('status')).toContainText(/\d+ pictures/);
  await page.getByTestId('pictures-search').fill('cake');
  await expect(page.getByTestId('picture-illustration-birthday-cake')).toBeVisible();
  await expect(page.getByTestId('picture-illustration-house')).toHaveCount(0);
  await studio.shot('42b-pictures-search');
  await expectAccessible(page, test.info(), 'Picture library');
  await page.getByTestId('pictures-search').fill('zebra');
  await expect(library).toContainText('No pictures match “zebra”');
  await page.getByTestId('pictures-search').fill('');
  await page.getByTestId('pictures-kind-frame').click();
  await studio.shot('42b-pictures-frames');
  await page.getByTestId('pictures-search').fill('cake');
  await page.getByTestId('pictures-kind-illustration').click();
  await page.getByTestId('picture-illustration-birthday-cake').click();
  await expect(library).toHaveCount(0);
  await expect(studio.properties).toContainText('Image “Birthday cake”');
  await studio.rendered();
  await expect(studio.warnings).not.toContainText('dpi');

  // A 60 x 45 px photo in a 40 x 30 mm box prints at 38 dpi: a check, with the fix.
  await studio.dropPng({ width: 60, height: 45 }, '#2a9d8f', 100, 40);
  await expect(studio.warnings.getByRole('button', { name: /prints at 38 dpi: it will look soft/ })).toBeVisible({ timeout: 15_000 });
  await studio.rendered();
  await studio.shot('42b-picture-placed');
  expect(pageErrors).toEqual([]);
});

test('the gallery has a starter for every occasion, birthdays and anniversaries included, in every size', async ({ page, server }) => {
  await page.goto(server.uiUrl);
  await expect(page.getByTestId('starter-card').first()).toBeVisible();
  expect(await page.getByTestId('starter-card').count()).toBeGreaterThanOrEqual(30);
  await page.getByTestId('starter-gallery').getByRole('button', { name: 'Birthday', exact: true }).click();
  await expect(page.getByTestId('starter-card')).toHaveCount(2);
  await expect(page.locator('[data-starter-id="birthday-4x6-postcard"]')).toContainText('4x6 Postcard');
  await expect(page.getByTestId('starter-thumbnail').first()).toBeVisible({ timeout: 60_000 });
  await new StudioPageObject(page).shot('42b-gallery-birthday');
  await expectAccessible(page, test.info(), 'Starter gallery, birthdays');
});
