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

  await page.goto(server.uiUrl);
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
