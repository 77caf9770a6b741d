import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { oneTimeCampaign } from './seed-campaigns.ts';
import { openUiLink } from './headless-server.ts';
import { CampaignsPageObject } from './pages/campaigns-page.ts';

test.use({ viewport: { width: 1440, height: 1000 } });

test('a Canadian row without a province: the check grid adds a State/province column, ON typed there passes the row, and the recipient is stored with ON', async ({ page, server, request }) => {
  test.setTimeout(90_000);
  const campaign = await oneTimeCampaign(server, request, 'Across the border');
  const csv = ['First Name,Last Name,Street,City,Postcode,Country', 'Ada,Martin,1 rue de la Paix,Paris,75002,France', 'Lee,Tremblay,290 Bremner Blvd,Toronto,M5V 3L9,Canada'].join('\n');
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.checkCsv('border.csv', csv);

  await expect(campaigns.summary).toContainText('1 of 2 rows ready to import');
  await expect(page.getByTestId('review-added-column')).toHaveText('State/province');
  await expect(page.getByTestId('import-added-columns')).toContainText('State/province is not a column of the file');
  const province = campaigns.cell(3, 'State/province');
  await expect(province).toHaveAttribute('aria-invalid', 'true');
  await expect(campaigns.line(3)).toContainText('Missing state (required for Canada)');
  await expect(campaigns.cell(2, 'State/province')).toHaveText('');
  await province.scrollIntoViewIfNeeded();
  await page.getByTestId('import-review').screenshot({ path: test.info().outputPath('state-column-missing.png') });
  await expectAccessible(page, test.info(), 'Import: a State/province column added');

  // A name typed there is kept as its code; the row is re-checked at once.
  await campaigns.fixCell(3, 'State/province', 'Ontario');
  await expect(province).toHaveText('ON');
  await expect(province).not.toHaveAttribute('aria-invalid', 'true');
  await expect(campaigns.line(3)).toContainText('Ready');
  await expect(campaigns.summary).toContainText('2 of 2 rows ready to import');
  await page.getByTestId('import-review').screenshot({ path: test.info().outputPath('state-column-fixed.png') });

  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('Imported 2 recipients into Across the border.');
  const headers = { 'X-API-Key': server.keys.customerKey };
  const listed = await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}/recipients?limit=10`, { headers })).json();
  const lee = listed.data.find((r: { first_name: string }) => r.first_name === 'Lee');
  expect(lee).toMatchObject({ city: 'Toronto', state: 'ON', postal_code: 'M5V 3L9', country: 'CA' });
});

test('counts during and after a partial import: the header counts each batch as it is stored, and after Cancel the check no longer says the campaign has no recipients', async ({ page, server, request }) => {
  test.setTimeout(90_000);
  const campaign = await oneTimeCampaign(server, request, 'Counted as it goes');
  const lines = ['First Name,Last Name,Street,City,State,ZIP,Country'];
  for (let i = 0; i < 4000; i++) lines.push(`Reader${i},Bench,${i} Elm Street,Springfield,IL,62701,US`);
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.checkCsv('counted.csv', lines.join('\n'));
  await expect(campaigns.summary).toContainText('4,000 of 4,000 rows ready to import');
  await expect(page.getByTestId('import-review')).toContainText('the campaign has no recipients yet');
  // Each batch held 3 s by a sandbox fault, so the header can be read between batches.
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  const slow = await request.post(`${server.baseUrl}/_sandbox/faults`, { headers: admin, data: { kind: 'delay', route: 'importsBatch', delayMs: 3_000, count: 4 } });
  expect(slow.ok(), await slow.text()).toBe(true);
  await campaigns.importRecipients();
  // While it runs, the header follows the server's count: never "0 recipients" once a batch is stored.
  await expect(campaigns.metrics).toHaveText(/^[1-3],000 recipients: [1-3],000 pending$/, { timeout: 30_000 });
  await page.getByTestId('campaign-panel').screenshot({ path: test.info().outputPath('counts-during-import.png') });
  await page.getByTestId('import-cancel').click();
  await expect(campaigns.message).toContainText(/^Stopped after [1-4],000 recipients; no batch was half-imported/, { timeout: 30_000 });
  const headers = { 'X-API-Key': server.keys.customerKey };
  const partial = (await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json()).metrics.total as number;
  expect(partial).toBeGreaterThan(0);
  const stored = partial.toLocaleString('en');
  await expect(campaigns.metrics).toHaveText(`${stored} recipients: ${stored} pending`);
  await expect(page.getByTestId('import-review')).not.toContainText('the campaign has no recipients yet');
  await expect(page.getByTestId('import-review')).toContainText(`the campaign had no recipients when the rows were checked, and has ${stored} recipients now`);
  await page.getByTestId('campaign-panel').screenshot({ path: test.info().outputPath('counts-after-cancel.png') });
});
