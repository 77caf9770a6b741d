import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { oneTimeCampaign } from './seed-campaigns.ts';
import { openUiLink } from './headless-server.ts';
import { CampaignsPageObject } from './pages/campaigns-page.ts';

const CSV = [
  'Salutation,Given Name,Surname,Street Address,Town,Postcode,Nation,Favourite colour',
  'Dr,Ada,Lovelace,12 Byron Road,London,W1 2AB,GB,red',
  'Ms,Mary,Somerville,3 Burntisland Lane off the High Street,Edinburgh,EH1 1AA,United Kingdom,blue',
  'Mr,,Nameless,1 Road,Leeds,LS1 1AA,GB,green',
  'Mx,Left,Out,2 Road,York,YO1 1AA,GB,grey',
].join('\n');

test.use({ viewport: { width: 1440, height: 1000 } });

/** A screenshot with the import in view (the page scrolls inside its own frame, so a full-page shot would not reach it). */
async function shot(page: Page, name: string, testId = 'recipient-import'): Promise<void> {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(name) });
}

test('imports recipients from a CSV: a column mapped by hand, a missing first name fixed in place, a row left out and saved with its reason; then checks out', async ({ page, server, request }) => {
  test.setTimeout(120_000); // a long flow, with axe in both themes at each of five steps
  const campaign = await oneTimeCampaign(server, request, 'Winter notes');
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await page.screenshot({ path: test.info().outputPath('import-choose.png'), fullPage: true });
  await expectAccessible(page, test.info(), 'Import: choose a file');
  await campaigns.chooseCsv('people.csv', CSV);

  // "Nation" is no synonym of country: proposed as a variable, mapped by hand.
  await expect(campaigns.mappingOf('Nation')).toHaveValue('variable');
  await expect(campaigns.mappingOf('Given Name')).toHaveValue('field:firstName');
  await expect(page.getByTestId('mapping-problems')).toContainText('No column goes to Country');
  await campaigns.mappingOf('Nation').selectOption('field:country');
  await expect(page.getByTestId('mapping-problems')).toHaveCount(0);
  await expect(page.getByTestId('mapped-preview-row').first()).toContainText('GB');
  await shot(page, 'import-mapping.png');
  await expectAccessible(page, test.info(), 'Import: columns');
  await campaigns.checkRows();

  await expect(campaigns.reviewRows).toHaveCount(4);
  await expect(campaigns.summary).toContainText('3 of 4 rows ready to import');
  await expect(campaigns.line(4)).toContainText('Missing first name');
  await expect(campaigns.line(3)).toContainText('Address line 1 is over 30 characters');
  await shot(page, 'import-review-errors.png');
  await expectAccessible(page, test.info(), 'Import: check rows');

  // Fixed in place: re-checked as soon as the edit is kept.
  await expect(campaigns.cell(4, 'Given Name')).toHaveAttribute('aria-invalid', 'true');
  await campaigns.fixCell(4, 'Given Name', 'Nora');
  await expect(campaigns.line(4)).toContainText('Ready');
  await expect(campaigns.cell(4, 'Given Name')).toHaveText('Nora');
  await campaigns.line(5).getByTestId('review-include').uncheck();
  await expect(campaigns.summary).toContainText('3 of 4 rows ready to import');
  await expect(page.getByTestId('import-recipients')).toHaveText('Import 3 of 4 recipients');
  await shot(page, 'import-review-fixed.png');

  const download = page.waitForEvent('download');
  await page.getByTestId('save-rejected').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('people-rejected.csv');
  const rejected = await readFile(await saved.path(), 'utf8');
  // With a byte-order mark, so that Excel reads the accents right (issue 28).
  expect(rejected.split(/\r?\n/)).toEqual(['\uFEFFSalutation,Given Name,Surname,Street Address,Town,Postcode,Nation,Favourite colour,Line,Reason', 'Mx,Left,Out,2 Road,York,YO1 1AA,GB,grey,5,Left out by you']);

  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('Imported 3 recipients into Winter notes.');
  await expect(campaigns.metrics).toContainText('3 recipients: 3 pending');
  await shot(page, 'import-done.png', 'campaign-message');
  await expectAccessible(page, test.info(), 'Import: done');
  const headers = { 'X-API-Key': server.keys.customerKey };
  const stored = await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json();
  expect(stored.metrics).toMatchObject({ total: 3, pending: 3 });

  const invoice = page.waitForEvent('popup');
  await page.getByTestId('import-another').click();
  await campaigns.checkout();
  const invoicePage = await invoice;
  await expect(invoicePage.getByTestId('invoice-total')).toHaveText('$7.50');
  await expect(campaigns.metrics).toContainText('3 ready');
});

test('imports recipients from an Excel workbook, with the mapping remembered from the last file with those headers', async ({ page, server, request }) => {
  await oneTimeCampaign(server, request, 'Spreadsheet people');
  const sheet = [
    ['First Name', 'Last Name', 'Address Line 1', 'City', 'State', 'ZIP', 'Country', 'externalId', 'Member since'],
    ['Grace', 'Hopper', '1 Navy Way', 'Arlington', 'VA', 22201, 'US', 'crm-1', new Date('2020-01-15T00:00:00Z')],
    ['Alan', 'Turing', '2 Bletchley Park', 'Milton Keynes', '', 'MK3 6EB', 'United Kingdom', 'crm-2', new Date('2021-06-01T00:00:00Z')],
    ['Ada', 'Lovelace', '12 Byron Road', 'Boston', '', '02139', 'US', 'crm-3', new Date('2022-03-08T00:00:00Z')],
    ['Grace', 'Hopper', '1 Navy Way', 'Arlington', 'VA', 22201, 'US', 'crm-1', new Date('2023-01-15T00:00:00Z')],
  ];
  const xlsx = await writeExcelFile(sheet.map((row) => row.map((value) => (value instanceof Date ? { value, format: 'yyyy-mm-dd' } : { value })))).toBuffer();
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await campaigns.chooseFile('members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx);

  await expect(campaigns.mappingOf('ZIP')).toHaveValue('field:postalCode');
  await expect(campaigns.mappingOf('externalId')).toHaveValue('variable');
  await campaigns.mappingOf('Member since').selectOption('skip');
  await expect(page.getByTestId('mapped-preview-row').first()).toContainText('22201');
  await shot(page, 'import-xlsx-mapping.png');
  await campaigns.checkRows();

  // Line 4: a US address without a state; line 5 repeats line 2's external ID.
  await expect(campaigns.line(4)).toContainText('Missing state (required for the United States)');
  await expect(campaigns.line(5)).toContainText('Same external ID as line 2');
  await expect(campaigns.summary).toContainText('2 of 4 rows ready to import');
  await page.getByTestId('filter-attention').click();
  await expect(campaigns.reviewRows).toHaveCount(2);
  await shot(page, 'import-xlsx-review.png');
  await page.getByTestId('filter-all').click();
  await campaigns.fixCell(4, 'State', 'MA', true); // kept on leaving the cell
  await expect(campaigns.summary).toContainText('3 of 4 rows ready to import');
  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('Imported 3 recipients into Spreadsheet people.');
  await expect(campaigns.metrics).toContainText('3 recipients: 3 pending');
  await shot(page, 'import-xlsx-done.png', 'campaign-message');

  // The same headers again: the mapping made by hand comes back.
  await page.getByTestId('import-another').click();
  await campaigns.chooseFile('members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx);
  await expect(campaigns.mappingOf('Member since')).toHaveValue('skip');
  await expect(page.getByTestId('import-mapping')).toContainText('mapped the way you mapped a file with the same headers before');
  // Its rows are now in the campaign, read back from the API: skipped as duplicates.
  await campaigns.checkRows();
  await expect(page.getByTestId('import-review')).toContainText('against the 3 recipients already in the campaign');
  await expect(campaigns.line(2)).toContainText('Already in the campaign (same external ID)');
  await expect(campaigns.summary).toContainText('0 of 4 rows ready to import');
  await expect(page.getByTestId('import-recipients')).toBeDisabled();
  await shot(page, 'import-xlsx-again.png');
});

test('a workbook beyond the import\'s limits is refused before it is parsed, saying which; a left-out row that starts a formula is saved as text', async ({ page, server, request }) => {
  await oneTimeCampaign(server, request, 'Careful people');
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  const tooLong = await writeExcelFile(Array.from({ length: 200_002 }, (_, i) => [{ value: i === 0 ? 'First Name' : `Reader ${i}` }])).toBuffer();
  await campaigns.chooseFile('everyone.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', tooLong);
  await expect(campaigns.message).toContainText('everyone.xlsx could not be read: This workbook has more than 200,000 rows (counting empty rows up to the last one used), the most Inkpost reads from one workbook. Split it into smaller files, or save the sheet as CSV and import that.', { timeout: 15_000 }); // its 17 MB of XML measured in the worker
  await shot(page, 'import-xlsx-refused.png', 'campaign-message');
  await expectAccessible(page, test.info(), 'Import: a workbook refused');

  const header = CSV.split('\n')[0]!;
  await campaigns.chooseCsv('formulas.csv', [header, 'Dr,Ada,Lovelace,12 Byron Road,London,W1 2AB,GB,red', 'Mx,"=HYPERLINK(""http://evil.example/?"",""Click"")",Out,2 Road,York,YO1 1AA,GB,@SUM(1+1)'].join('\n'));
  await campaigns.mappingOf('Nation').selectOption('field:country');
  await campaigns.checkRows();
  await campaigns.line(3).getByTestId('review-include').uncheck();
  const download = page.waitForEvent('download');
  await page.getByTestId('save-rejected').click();
  const rejected = await readFile(await (await download).path(), 'utf8');
  // Opened in a spreadsheet, the cells show as typed instead of running (OWASP CSV injection).
  expect(rejected.split(/\r?\n/)[1]).toBe(`Mx,"'=HYPERLINK(""http://evil.example/?"",""Click"")",Out,2 Road,York,YO1 1AA,GB,"'@SUM(1+1)",3,Left out by you`);
});

test('the check grid is driven from the keyboard: arrows move between cells, a missing name is fixed with Enter, Escape drops an edit, Tab leaves the grid', async ({ page, server, request }) => {
  await oneTimeCampaign(server, request, 'Keyboard people');
  const lines = ['First Name,Last Name,Street,City,Postcode,Country'];
  for (let i = 0; i < 2000; i++) lines.push(`${i === 2 ? '' : `Reader${i}`},Bench,${i} Elm Street,Leeds,LS1 1AA,GB`);
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.checkCsv('keys.csv', lines.join('\n'));
  await expect(campaigns.summary).toContainText('1,999 of 2,000 rows ready to import');
  const grid = page.getByTestId('review-grid');
  await expect(grid).toHaveAttribute('role', 'grid');
  await expect(grid).toHaveAttribute('aria-rowcount', '2001');

  // Into the grid with Tab: one tab stop, the first cell (the line number).
  await page.getByTestId('filter-left-out').focus();
  await page.keyboard.press('Tab');
  await expect(campaigns.line(2).getByRole('rowheader')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(campaigns.cell(2, 'First Name')).toBeFocused();
  await expect(campaigns.cell(2, 'First Name')).toHaveAttribute('aria-colindex', '4');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const missing = campaigns.cell(4, 'First Name');
  await expect(missing).toBeFocused();
  await expect(missing).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'grid-keyboard-focus.png', 'import-review');

  // F2 edits; Escape drops what was typed.
  await page.keyboard.press('F2');
  await expect(campaigns.edit).toBeFocused();
  await page.keyboard.type('Zed');
  await page.keyboard.press('Escape');
  await expect(campaigns.edit).toHaveCount(0);
  await expect(missing).toBeFocused();
  await expect(missing).toHaveText('');
  await expect(campaigns.line(4)).toContainText('Missing first name');

  // Enter edits; Enter keeps the change (re-checked at once) and moves down.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nora');
  await shot(page, 'grid-keyboard-editing.png', 'import-review');
  await page.keyboard.press('Enter');
  await expect(missing).toHaveText('Nora');
  await expect(campaigns.line(4)).toContainText('Ready');
  await expect(campaigns.cell(5, 'First Name')).toBeFocused();
  await expect(campaigns.summary).toContainText('2,000 of 2,000 rows ready to import');

  // Typing into a cell starts editing it with what was typed; Tab keeps it and moves right.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('Byron');
  await page.keyboard.press('Tab');
  await expect(campaigns.cell(4, 'Last Name')).toHaveText('Byron');
  await expect(campaigns.cell(4, 'Street')).toBeFocused();

  // Space on a row's Send cell leaves it out.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(campaigns.line(4).getByTestId('review-include')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(campaigns.summary).toContainText('1 left out by you');
  await page.keyboard.press('Space');
  await expect(campaigns.summary).toContainText('0 left out by you');

  // Ctrl+End: the last cell of the last row, scrolled into view; the grid keeps only the rows in view in the page.
  await page.keyboard.press('Control+End');
  const last = campaigns.cell(2001, 'Country');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await campaigns.reviewRows.count()).toBeLessThan(40);
  await shot(page, 'grid-keyboard-end.png', 'import-review');
  // PageUp: a view's worth of rows up, same column, still in view.
  await page.keyboard.press('PageUp');
  const paged = page.locator('[role="gridcell"]:focus');
  await expect(paged).toHaveAttribute('data-header', 'Country');
  await expect(paged).toBeInViewport({ ratio: 1 });
  const pagedLine = Number(await paged.locator('xpath=ancestor::*[@role="row"]').getAttribute('data-line'));
  expect(pagedLine).toBeGreaterThan(1985);
  expect(pagedLine).toBeLessThan(1997);
  await page.keyboard.press('Control+Home');
  await expect(campaigns.line(2).getByRole('rowheader')).toBeFocused();
  await expect(campaigns.line(2).getByRole('rowheader')).toBeInViewport({ ratio: 1 });

  // Tab leaves the grid for the buttons under it; Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose another file' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(campaigns.line(2).getByRole('rowheader')).toBeFocused();
});

test('a workbook with two sheets: the file step lists them with their rows, the second is chosen and imported, and a resumed import reads that sheet again', async ({ page, server, request }) => {
  const campaign = await oneTimeCampaign(server, request, 'Two sheets');
  const header = ['First Name', 'Last Name', 'Address Line 1', 'City', 'Postcode', 'Country'];
  const cells = (rows: (string | number)[][]) => rows.map((row) => row.map((value) => ({ value })));
  const workbook = await writeExcelFile([
    { sheet: 'Last year', data: cells([header, ['Old', 'Friend', '1 Past Lane', 'York', 'YO1 1AA', 'GB'], ['Former', 'Client', '2 Past Lane', 'York', 'YO1 1AA', 'GB']]) },
    { sheet: 'Spring list', data: cells([[...header, 'Tier'], ['Ada', 'Lovelace', '12 Byron Road', 'London', 'W1 2AB', 'GB', 'Gold'], ['Mary', 'Somerville', '3 Burntisland Lane', 'Edinburgh', 'EH1 1AA', 'GB', 'Silver'], ['Alan', 'Turing', '2 Bletchley Park', 'Milton Keynes', 'MK3 6EB', 'GB', 'Gold']]) },
  ]).toBuffer();
  const path = test.info().outputPath('lists.xlsx');
  await writeFile(path, workbook);
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await page.getByTestId('csv-file').setInputFiles(path);

  // The sheets in the workbook's order with their rows; the first with rows is chosen.
  const choices = page.getByTestId('sheet-choice');
  await expect(choices).toHaveCount(2);
  await expect(choices.nth(0)).toContainText('Last year');
  await expect(choices.nth(0)).toContainText('2 rows');
  await expect(choices.nth(1)).toContainText('Spring list');
  await expect(choices.nth(1)).toContainText('3 rows');
  await expect(choices.nth(1)).toContainText('First Name, Last Name, Address Line 1, City, Postcode and 2 more');
  await expect(choices.nth(0).getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('sheet-next')).toHaveText('Use “Last year”: 2 rows');
  await shot(page, 'import-xlsx-sheets.png');
  await expectAccessible(page, test.info(), 'Import: choose a sheet');
  await choices.nth(1).getByRole('radio').check();
  await expect(page.getByTestId('sheet-next')).toHaveText('Use “Spring list”: 3 rows');
  await page.getByTestId('sheet-next').click();

  // The second sheet's columns (its Tier column included), then its rows.
  await expect(campaigns.mappingOf('Tier')).toHaveValue('variable');
  await expect(page.getByTestId('mapped-preview-row').first()).toContainText('Ada');
  await campaigns.checkRows();
  await expect(campaigns.summary).toContainText('3 of 3 rows ready to import');
  await expect(campaigns.cell(2, 'First Name')).toHaveText('Ada');
  await campaigns.line(2).getByTestId('review-include').uncheck();
  await expect(campaigns.summary).toContainText('1 left out by you');

  // Back to the other sheet: nothing left out (or fixed) in this one carries over to it, nor back.
  const otherSheet = async (index: number) => {
    await page.getByRole('button', { name: 'Back to columns' }).click();
    await page.getByTestId('mapping-other-sheet').click();
    await choices.nth(index).getByRole('radio').check();
    await page.getByTestId('sheet-next').click();
    await campaigns.checkRows();
  };
  await otherSheet(0);
  await expect(campaigns.summary).toContainText('2 of 2 rows ready to import');
  await expect(campaigns.summary).toContainText('0 left out by you');
  await expect(campaigns.cell(2, 'First Name')).toHaveText('Old');
  await otherSheet(1);
  await expect(campaigns.summary).toContainText('3 of 3 rows ready to import');
  await expect(campaigns.summary).toContainText('0 left out by you');

  // The first batch is refused (a sandbox fault): the import stops with its journal, which names the sheet.
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  const fault = await request.post(`${server.baseUrl}/_sandbox/faults`, { headers: admin, data: { kind: 'status', route: 'importsBatch', status: 503, count: 1 } });
  expect(fault.ok(), await fault.text()).toBe(true);
  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('The server refused a batch; 0 recipients were stored before it.');

  await page.reload();
  await campaigns.open();
  await expect(page.getByTestId('import-resume')).toContainText('lists.xlsx (sheet “Spring list”) stopped after 0 recipients');
  await shot(page, 'import-xlsx-resume.png');
  await page.getByTestId('import-resume-button').click();
  await page.getByTestId('csv-file').setInputFiles(path);
  // Straight back to the check of the same sheet: no question about sheets.
  await expect(page.getByTestId('import-sheets')).toHaveCount(0);
  await expect(campaigns.summary).toContainText('3 of 3 rows ready to import');
  await expect(campaigns.cell(4, 'First Name')).toHaveText('Alan');
  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('Imported 3 recipients into Two sheets.');
  const headers = { 'X-API-Key': server.keys.customerKey };
  const stored = await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}/recipients`, { headers })).json();
  expect(stored.data.map((r: { first_name: string; variables: Record<string, unknown> }) => [r.first_name, r.variables['Tier']])).toEqual([['Ada', 'Gold'], ['Mary', 'Silver'], ['Alan', 'Gold']]);
});

test('a batch the API refuses is shown on the row and cell it names; fixed in place, the import goes on', async ({ page, server, request }) => {
  await oneTimeCampaign(server, request, 'Refusals');
  const csv = ['Title,First Name,Last Name,Address 1,City,Postcode,Country', 'Dr,Ada,Lovelace,12 Byron Road,London,W1 2AB,GB', `${'Very Honourable '.repeat(4)},Mary,Somerville,3 Lane,Edinburgh,EH1 1AA,GB`].join('\n');
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.checkCsv('titles.csv', csv);
  await expect(campaigns.summary).toContainText('2 of 2 rows ready to import');
  await campaigns.importRecipients();
  // The API's validation tree names data.1.title: line 3's Title cell.
  await expect(campaigns.message).toContainText('The server refused a batch; 0 recipients were stored before it. Fix the rows marked below and continue.');
  await expect(campaigns.line(3)).toContainText('Refused by the server: Title: String must contain at most 50 character(s)');
  await expect(campaigns.cell(3, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'import-refused.png');
  await campaigns.fixCell(3, 'Title', 'Dame');
  // The grid shows errors after a refusal: the fixed row leaves it.
  await expect(page.getByTestId('review-empty')).toHaveText('No rows with errors: every row left can be imported.');
  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText('Imported 2 recipients into Refusals.');
});

test('a 5,000-row import shows its progress, shows it as it stands after leaving the page and coming back, stops between batches on Cancel there, and resumes after a reload with the same file', async ({ page, server, request }) => {
  test.setTimeout(120_000); // the first batches held 5 s each by a fault, so the import still runs when the page is opened again on a busy machine
  const campaign = await oneTimeCampaign(server, request, 'Big list');
  const lines = ['First Name,Last Name,Street,City,State,ZIP,Country,externalId'];
  for (let i = 0; i < 5000; i++) lines.push(`Reader${i},Bench,${i} Elm Street,Springfield,IL,62701,US,crm-${i}`);
  // Files on disk, as a marketer's would be: the fingerprint includes the modification time.
  const big = test.info().outputPath('big.csv');
  const other = test.info().outputPath('other.csv');
  await writeFile(big, lines.join('\n'));
  await writeFile(other, lines.join('\n'));
  const choose = (path: string) => page.getByTestId('csv-file').setInputFiles(path);
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await choose(big);
  await campaigns.checkRows();
  await expect(campaigns.summary).toContainText('5,000 of 5,000 rows ready to import');
  // The server answers the first batches slowly (a sandbox fault), so the import still runs on return and Cancel lands while a batch is on its way, however fast the machine.
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  const slow = await request.post(`${server.baseUrl}/_sandbox/faults`, { headers: admin, data: { kind: 'delay', route: 'importsBatch', delayMs: 5_000, count: 3 } });
  expect(slow.ok(), await slow.text()).toBe(true);
  await campaigns.importRecipients();
  await expect(page.getByTestId('import-progress-text')).toContainText('of 5,000 recipients stored');
  await shot(page, 'import-progress.png', 'import-progress');
  // Leave the page while it runs and come back: the import shows as the server has it, still running.
  await page.getByTestId('nav-settings').click();
  await campaigns.open();
  await expect(page.getByTestId('server-import-text')).toContainText(/^Importing big\.csv: [\d,]+ of 5,000 recipients stored/);
  await expect(page.getByTestId('csv-file')).toHaveCount(0);
  await shot(page, 'import-returned.png', 'server-import');
  // Once a batch is stored (the view follows the server), cancelled from here: the run started before stops between batches.
  await expect(page.getByTestId('server-import-text')).toContainText(/^Importing big\.csv: [1-9][\d,]* of 5,000 recipients stored/, { timeout: 30_000 });
  await page.getByTestId('server-import-cancel').click();
  await expect(page.getByTestId('server-import-text')).toContainText(/^The import of big\.csv was cancelled after [\d,]+ of 5,000 recipients\.$/, { timeout: 30_000 });
  await shot(page, 'import-cancelled.png', 'server-import');
  const headers = { 'X-API-Key': server.keys.customerKey };
  const partial = (await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json()).metrics.total;
  expect(partial % 1000).toBe(0); // whole batches only
  expect(partial).toBeLessThan(5000);
  await expect(page.getByTestId('server-import-text')).toHaveText(`The import of big.csv was cancelled after ${partial.toLocaleString('en')} of 5,000 recipients.`);
  // The header counts what is stored.
  await expect(page.getByTestId('campaign-metrics')).toContainText(`${partial.toLocaleString('en')} recipient`);

  // The app is closed and opened again: the import is offered for resuming, with the same file.
  await page.reload();
  await campaigns.open();
  await expect(page.getByTestId('import-resume')).toContainText(`big.csv stopped after ${partial.toLocaleString('en')} recipients`);
  await shot(page, 'import-resume.png');
  await page.getByTestId('import-resume-button').click();
  await choose(other);
  await expect(campaigns.message).toContainText('This is other.csv; the import was started with big.csv', { timeout: 30_000 }); // 5,000 rows read first
  await page.getByTestId('import-resume-button').click();
  await choose(big);
  // The 5,000 rows and the campaign's stored recipients are checked again first (over 5 s on a busy CI machine).
  await expect(page.getByTestId('import-recipients')).toHaveText(`Continue: ${(5000 - partial).toLocaleString('en')} recipients to go`, { timeout: 30_000 });
  await campaigns.importRecipients();
  await expect(campaigns.message).toContainText(`Imported 5,000 recipients into Big list.`, { timeout: 60_000 }); // 3,000 rows on a shared machine
  await expect(page.getByTestId('import-resume')).toHaveCount(0);
  const stored = (await (await request.get(`${server.baseUrl}/api/campaigns/${campaign.id}`, { headers })).json()).metrics.total;
  expect(stored).toBe(5000);
  await shot(page, 'import-resumed-done.png', 'campaign-message');
});

test('the list shows what each campaign has cost: the reason and a retry when it cannot be read, "—" until paid, the charge in the user\'s money after checkout', async ({ page, server, request }) => {
  const headers = { 'X-API-Key': server.keys.customerKey };
  const admin = { Authorization: `Bearer ${server.keys.adminToken}` };
  const address = { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' };
  const paid = await oneTimeCampaign(server, request, 'Autumn notes');
  const unpaid = await oneTimeCampaign(server, request, 'Spring drafts');
  for (const [campaign, count] of [[paid, 3], [unpaid, 1]] as const) {
    const data = Array.from({ length: count }, (_, i) => ({ firstName: `Reader${i}`, lastName: 'Bench', address }));
    const added = await request.post(`${server.baseUrl}/api/recipients`, { headers, data: { campaignId: campaign.id, data } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  // The first read of the spend fails; the retry is slow, so its loading state shows.
  for (const fault of [{ kind: 'status', route: 'campaignSpend', status: 500, count: 1 }, { kind: 'delay', route: 'campaignSpend', delayMs: 1500, count: 1 }]) {
    const made = await request.post(`${server.baseUrl}/_sandbox/faults`, { headers: admin, data: fault });
    expect(made.ok(), await made.text()).toBe(true);
  }
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  const spendOf = (name: string) => page.getByTestId('campaign-row').filter({ hasText: name }).getByTestId('campaign-spend-cell');
  await expect(page.getByRole('columnheader', { name: 'Spend' })).toBeVisible();
  await expect(spendOf('Autumn notes')).toContainText('Not loaded: try again');
  await expect(spendOf('Spring drafts')).toContainText('Not loaded: try again');
  await page.getByTestId('campaign-list').screenshot({ path: test.info().outputPath('campaigns-spend-error.png') });
  await spendOf('Autumn notes').getByTestId('campaign-spend-retry').click();
  await expect(spendOf('Autumn notes').getByRole('status', { name: 'Loading the spend' })).toBeVisible();
  await page.getByTestId('campaign-list').screenshot({ path: test.info().outputPath('campaigns-spend-loading.png') });
  await expect(spendOf('Autumn notes').getByTestId('campaign-spend-value')).toHaveText('—');
  await expect(spendOf('Spring drafts').getByTestId('campaign-spend-value')).toHaveText('—');
  await expect(spendOf('Autumn notes')).toContainText('Nothing charged yet'); // said to screen readers, and as the cell's title

  // Paid through the card on file from the desk: the list hears of it and shows the charge.
  await page.getByTestId('campaign-row').filter({ hasText: 'Autumn notes' }).getByRole('button', { name: 'Autumn notes' }).click();
  await expect(campaigns.metrics).toContainText('3 recipients: 3 pending');
  const invoice = page.waitForEvent('popup');
  await campaigns.checkout();
  await expect((await invoice).getByTestId('invoice-total')).toHaveText('$7.50');
  await expect(spendOf('Autumn notes')).toHaveText('$7.50');
  await expect(spendOf('Spring drafts').getByTestId('campaign-spend-value')).toHaveText('—');
  const spend = await (await request.get(`${server.baseUrl}/api/campaign-spend`, { headers })).json();
  expect(spend).toEqual({ data: [{ campaign_id: paid.id, currency: 'usd', spent_cents: 750 }] });
  await page.screenshot({ path: test.info().outputPath('campaigns-spend.png') });
});

test('creates a campaign with the wizard: the API refusal of a bulk shipment without its address shows beside the field, then the campaign is listed in words', async ({ page, server }) => {
  await openUiLink(page, server); // the one-time link signs this browser in to the UI
  await page.getByTestId('nav-campaigns').click();
  await expect(page.getByTestId('campaigns-empty')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('campaigns-empty.png') });
  await expectAccessible(page, test.info(), 'Campaigns, empty');
  await page.getByTestId('campaigns-new').click();
  await page.getByTestId('campaign-name').fill('Spring thank-yous');
  await expect(page.getByTestId('campaign-template')).toContainText('Default A6 Postcard');
  // The envelope box sits on the line of its words, and fields side by side have their labels on one line (issue 30).
  // Both boxes read in one frame, once the dialog has come to rest (it animates in, and the product's hint moves the row).
  const centreOffset = () =>
    page.getByTestId('campaign-envelope').evaluate((box) => {
      const words = box.closest('label')!.getBoundingClientRect();
      const own = box.getBoundingClientRect();
      return Math.abs(own.top + own.height / 2 - (words.top + words.height / 2));
    });
  await expect.poll(centreOffset).toBeLessThan(4);
  const envelopeBox = (await page.getByTestId('campaign-envelope').boundingBox())!;
  const wordsStart = await page.getByText('In an envelope', { exact: true }).evaluate((label) => {
    const range = label.ownerDocument.createRange();
    range.selectNodeContents(label.lastChild!);
    return range.getBoundingClientRect().left;
  });
  expect(wordsStart - (envelopeBox.x + envelopeBox.width)).toBeLessThan(16); // the words right beside their box
  const labelTops = await page.getByTestId('new-campaign-dialog').locator('form > .address-grid > .field > .field__label').evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
  expect(labelTops[1], `Name's and Design's labels (Design has a hint below its field): ${labelTops.join(', ')}`).toBe(labelTops[0]);
  await page.getByTestId('campaign-delivery').selectOption('bulkShipping');
  await page.getByTestId('campaign-create').click();
  const dialog = page.getByTestId('new-campaign-dialog');
  // Where the box goes is left empty: the API's "Required" stands beside that field.
  await expect(page.getByTestId('shipping_address-address1')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.field__error').first()).toHaveText('Required');
  await expect(page.getByTestId('campaign-create-error')).toContainText('Some fields need attention');
  await page.screenshot({ path: test.info().outputPath('campaign-wizard-error.png') });
  await expectAccessible(page, test.info(), 'New campaign dialog with an error');

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
  await expectAccessible(page, test.info(), 'Campaigns');
});
