import type { Locator, Page } from 'playwright/test';

/** Locators of the Campaigns page: importing recipients and checkout hand-off. */
export class CampaignsPageObject {
  readonly reviewRows: Locator;
  readonly summary: Locator;
  readonly message: Locator;
  readonly metrics: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.reviewRows = page.getByTestId('review-row');
    this.summary = page.getByTestId('import-summary');
    this.message = page.getByTestId('campaign-message');
    this.metrics = page.getByTestId('campaign-metrics');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('nav-campaigns').click();
  }

  async chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.page.getByTestId('csv-file').setInputFiles({ name, mimeType, buffer });
  }

  async chooseCsv(name: string, text: string): Promise<void> {
    await this.chooseFile(name, 'text/csv', Buffer.from(text));
  }

  /** The select of a column in the mapping step, by its header. */
  mappingOf(header: string): Locator {
    return this.page.getByLabel(`Where ${header} goes`);
  }

  async checkRows(): Promise<void> {
    await this.page.getByTestId('mapping-next').click();
  }

  /** The grid row of a file line (the header is line 1). */
  line(line: number): Locator {
    return this.page.locator(`[data-testid="review-row"][data-line="${line}"]`);
  }

  /** A cell of the check grid, by its file line and the file's column header. */
  cell(line: number, header: string): Locator {
    return this.line(line).locator(`[role="gridcell"][data-header="${header}"]`);
  }

  /** The input of the cell being edited. */
  get edit(): Locator {
    return this.page.getByTestId('review-edit');
  }

  /** Fixes a cell the way a mouse user does: double-click it, type, Enter (or leave it, with `leave`). */
  async fixCell(line: number, header: string, value: string, leave = false): Promise<void> {
    await this.cell(line, header).dblclick();
    await this.edit.fill(value);
    if (leave) await this.edit.blur();
    else await this.edit.press('Enter');
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
