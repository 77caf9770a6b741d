import { expect, test } from './fixtures.ts';
import { CampaignsPageObject } from './pages/campaigns-page.ts';

const CSV = [
  'Salutation,Given Name,Surname,Street Address,Town,Postcode,Country,Favourite colour',
  'Dr,Ada,Lovelace,12 Byron Road,London,W1 2AB,GB,red',
  'Ms,Mary,Somerville,3 Burntisland Lane,Edinburgh,EH1 1AA,GB,blue',
  'Mr,,Nameless,1 Road,Leeds,LS1 1AA,GB,green',
].join('\n');

test('imports recipients from a CSV with the guidance checks, then checks out and opens the invoice in the browser', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const [template] = await (await request.get(`${server.baseUrl}/api/templates`, { headers })).json();
  const created = await request.post(`${server.baseUrl}/api/campaigns`, {
    headers,
    data: { name: 'Winter notes', delivery_method: 'directMail', frequency: 'oneTime', product_id: template.version.product.id, template_id: template.id },
  });
  const campaign = await created.json();

  await page.goto(`${server.baseUrl}/`);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await campaigns.chooseCsv('people.csv', CSV);
  await expect(campaigns.rows).toHaveCount(3);
  await expect(campaigns.rows.nth(2)).toContainText('Missing first name');
  await expect(page.getByTestId('import-recipients')).toHaveText('Import 2 of 3 recipients');
  await page.screenshot({ path: test.info().outputPath('csv-preview.png') });

  await campaigns.importRecipients();
  await expect(campaigns.message).toHaveText('Imported 2 recipients into Winter notes.');
  await expect(campaigns.metrics).toContainText('2 recipients: 2 pending');
  const recipients = await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json();
  expect(recipients.metrics).toMatchObject({ total: 2, pending: 2 });

  const invoice = page.waitForEvent('popup');
  await campaigns.checkout();
  const invoicePage = await invoice;
  await expect(invoicePage.getByTestId('invoice-total')).toHaveText('$5.00');
  await expect(campaigns.metrics).toContainText('2 ready');
});

test('creates a campaign with the wizard: the API refusal of a bulk shipment without its address shows beside the field, then the campaign is listed in words', async ({ page, server }) => {
  await page.goto(`${server.baseUrl}/campaigns`);
  await expect(page.getByTestId('campaigns-empty')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('campaigns-empty.png') });
  await page.getByTestId('campaigns-new').click();
  await page.getByTestId('campaign-name').fill('Spring thank-yous');
  await expect(page.getByTestId('campaign-template')).toContainText('Default A6 Postcard');
  await page.getByTestId('campaign-delivery').selectOption('bulkShipping');
  await page.getByTestId('campaign-create').click();
  const dialog = page.getByTestId('new-campaign-dialog');
  // Where the box goes is left empty: the API's "Required" stands beside that field.
  await expect(page.getByTestId('shipping_address-address1')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.field__error').first()).toHaveText('Required');
  await expect(page.getByTestId('campaign-create-error')).toContainText('Some fields need attention');
  await page.screenshot({ path: test.info().outputPath('campaign-wizard-error.png') });

  await page.getByTestId('campaign-delivery').selectOption('directMail');
  await page.getByTestId('return_address-first_name').fill('Dana');
  await page.getByTestId('return_address-address1').fill('1 Market St');
  await page.getByTestId('return_address-city').fill('San Francisco');
  await page.getByTestId('return_address-state').fill('CA');
  await page.getByTestId('return_address-postal_code').fill('94105');
  await page.getByTestId('return_address-country').fill('United States');
  await page.getByTestId('campaign-create').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('campaign-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Spring thank-yous');
  await expect(row).toContainText('Pending payment');
  await expect(row).toContainText('One-time');
  await expect(page.getByTestId('checkout')).toBeDisabled();
  await expect(page.getByTestId('campaign-panel')).toContainText('Add recipients first');
  await page.screenshot({ path: test.info().outputPath('campaigns-list.png'), fullPage: true });
});
