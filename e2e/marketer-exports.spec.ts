// Issue 43: what a marketer met importing real exports (files in their shapes,
// src-shared/recipient-import/test-exports) and reading a campaign afterwards.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openUiLink } from './headless-server.ts';
import { CampaignDeskPage } from './pages/campaign-desk-page.ts';
import { CampaignsPageObject } from './pages/campaigns-page.ts';
import { fillCard } from './pages/card-form.ts';
import { oneTimeCampaign } from './seed-campaigns.ts';

const exportFile = (name: string) => readFile(fileURLToPath(import.meta.resolve(`#shared/recipient-import/test-exports/${name}`)));

async function shot(page: Page, name: string, testId: string): Promise<void> {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(name) });
}

test.use({ viewport: { width: 1440, height: 1000 } });

test("a Salesforce report: a long romanised Japanese first line gets Address line 2 and 3 columns to split into; several checks on a row read as one and a count, listed on focus", async ({ page, server, request }) => {
  await oneTimeCampaign(server, request, 'Partners');
  await openUiLink(page, server);
  const campaigns = new CampaignsPageObject(page);
  await campaigns.open();
  await campaigns.chooseFile('contacts.csv', 'text/csv', await exportFile('salesforce-contacts.csv'));
  await campaigns.checkRows();
  await expect(campaigns.reviewRows).toHaveCount(3);
  // Akira Sato's first line is over 30 characters, and the file has no column for line 2.
  await expect(campaigns.line(4)).toContainText('consider splitting it into lines 2 and 3');
  await expect(page.getByTestId('review-added-column')).toHaveText(['Address line 2', 'Address line 3']);
  await expect(page.getByTestId('import-added-columns')).toContainText('Address line 2 and Address line 3 are not columns of the file');
  await shot(page, 'salesforce-added-lines.png', 'recipient-import');
  await expectAccessible(page, test.info(), 'Import: added address line columns');
  await campaigns.fixCell(4, 'Mailing Street', '3-2-5 Kasumigaseki');
  await campaigns.fixCell(4, 'Address line 2', 'Kasumigaseki Building 12F');
  await expect(campaigns.line(4)).toContainText('Ready');
  await expect(campaigns.cell(4, 'Address line 2')).toHaveText('Kasumigaseki Building 12F');

  // Daniel Hughes, line 3: three problems at once.
  await campaigns.fixCell(3, 'First Name', '');
  await campaigns.fixCell(3, 'Mailing City', '');
  await campaigns.fixCell(3, 'Mailing Zip/Postal Code', '');
  const checks = campaigns.line(3).getByTestId('review-checks');
  await expect(checks.getByTestId('review-checks-more')).toHaveText('+2 more');
  const all = checks.getByTestId('review-checks-all');
  await page.mouse.move(0, 0); // the last double-click left the pointer over the row
  await expect(all).toBeHidden();
  // No line of the checks is drawn over another: each sits below the one before.
  const visible = await checks.locator(':scope > span:not([role="tooltip"])').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect()).map((r) => [r.top, r.bottom]));
  expect(visible).toHaveLength(2);
  expect(visible[1]![0]).toBeGreaterThanOrEqual(visible[0]![1] - 0.5);
  await checks.focus();
  await expect(all).toBeVisible();
  await expect(all.locator('span')).toHaveText(['Missing first name', 'Missing city', 'Missing postal code']);
  await expect(checks).toHaveAttribute('aria-describedby', 'review-checks-1');
  await shot(page, 'import-several-checks.png', 'review-grid');
  await expectAccessible(page, test.info(), 'Import: several checks on a row');
});

test("a recipient's panel shows the lines the card prints; at 1024 px it stacks under the table; the order summary says where postage goes; another card pays on the hosted page; the sandbox moves the mail on from the campaign; a delivered campaign says it takes no more recipients", async ({ page, server, request }) => {
  const campaign = await oneTimeCampaign(server, request, 'Paris notes');
  const headers = { 'X-API-Key': server.keys.customerKey };
  const added = await request.post(`${server.baseUrl}/api/recipients`, {
    headers,
    data: {
      campaignId: campaign.id,
      data: [
        { firstName: 'Marie', lastName: 'Curie', address: { address1: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' }, variables: { tier: 'Gold', favouriteColour: 'Ultramarine blue' } },
        { firstName: 'Grace', lastName: 'Hopper', address: { address1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postalCode: '20500', country: 'US' } },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.setViewportSize({ width: 1024, height: 900 });
  await openUiLink(page, server);
  const desk = new CampaignDeskPage(page);
  await desk.open();
  await desk.recipientRows.first().click();
  await expect(desk.panel.getByTestId('recipient-address').locator('span')).toHaveText(['Marie Curie', '12 rue de la Paix', '75002 Paris', 'FRANCE']);
  // Stacked: the panel is under the table, as wide as it, and the table keeps its columns.
  const table = await page.getByTestId('recipient-table').boundingBox();
  const panel = await desk.panel.boundingBox();
  expect(panel!.y).toBeGreaterThanOrEqual(table!.y + table!.height - 1);
  expect(Math.abs(panel!.width - table!.width)).toBeLessThan(2);
  await expect(desk.recipientRows.first()).toContainText('Marie Curie');
  await desk.panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('desk-1024-panel-stacked.png') });
  await expectAccessible(page, test.info(), 'Campaign at 1024 px with a recipient open');

  // The order summary says where the pieces go and why postage costs the same for each.
  await expect(page.getByTestId('recipient-import')).toBeVisible();
  await desk.openCheckout();
  await expect(page.getByTestId('order-postage')).toContainText('1 to France and 1 to the United States');
  await expect(page.getByTestId('order-postage')).toContainText('The unit price includes postage, domestic or international, so it is the same for every destination.');
  await page.screenshot({ path: test.info().outputPath('order-postage.png') });
  await expectAccessible(page, test.info(), 'Order summary with destinations');
  // With a card on file, the hosted payment page is still one click away: pay with another card.
  await expect(desk.payButton).toHaveText('Pay $5.00');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('checkout-another-card').click();
  const hosted = await popup;
  await expect(desk.waiting).toContainText('Waiting for the payment in your browser');
  await expect(hosted.getByTestId('checkout-total')).toHaveText('$5.00');
  await fillCard(hosted, { name: 'Marie Curie', number: '4242 4242 4242 4242', expiry: '11/39', cvc: '321' });
  await hosted.getByTestId('pay').click();
  await expect(desk.message).toHaveText('Paid. The recipients are ready for printing.');
  await hosted.close();

  // The sandbox moves the paid mail on from the campaign itself, step by step, to Delivered.
  for (const next of ['Printing', 'Shipped', 'Delivered']) {
    await expect(page.getByTestId('sandbox-advance')).toHaveText(`Move on to ${next}`);
    if (next === 'Shipped') await shot(page, 'desk-sandbox-advance.png', 'sandbox-fulfilment');
    await page.getByTestId('sandbox-advance').click();
  }
  await expect(desk.step('delivered')).toContainText('2 of 2');
  await expect(page.getByTestId('sandbox-fulfilment')).toHaveCount(0);
  await expect(page.getByTestId('recipient-import')).toHaveCount(0);
  await expect(page.getByTestId('recipients-closed')).toContainText('This campaign is delivered: it has been paid for, so it takes no more recipients');
  await shot(page, 'desk-delivered-closed.png', 'recipients-closed');
  await expectAccessible(page, test.info(), 'A delivered campaign');
  await page.getByTestId('recipients-closed-duplicate').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
