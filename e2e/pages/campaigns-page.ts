import type { Locator, Page } from 'playwright/test';

/** Locators of the Campaigns page: CSV import and checkout hand-off. */
export class CampaignsPageObject {
  readonly rows: Locator;
  readonly message: Locator;
  readonly metrics: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.rows = page.getByTestId('csv-row');
    this.message = page.getByTestId('campaign-message');
    this.metrics = page.getByTestId('campaign-metrics');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('nav-campaigns').click();
  }


  async chooseCsv(name: string, text: string): Promise<void> {
    await this.page.getByTestId('csv-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  }

  async importRecipients(): Promise<void> {
    await this.page.getByTestId('import-recipients').click();
  }

  /** Check out, confirming in the dialog that says what will be charged. */
  async checkout(): Promise<void> {
    await this.page.getByTestId('checkout').click();
    await this.page.getByTestId('checkout-confirm-pay').click();
  }
}
