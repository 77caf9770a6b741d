import type { Locator } from 'playwright/test';
import { SidebarViewObject } from './page-object.ts';

/** Locators of the Campaigns page: importing recipients and checkout hand-off. */
export class CampaignsPageObject extends SidebarViewObject {
  protected readonly view = 'campaigns';
  readonly reviewRows = this.testId('review-row');
  readonly summary = this.testId('import-summary');
  readonly message = this.testId('campaign-message');
  readonly metrics = this.testId('campaign-metrics');

  async chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.testId('csv-file').setInputFiles({ name, mimeType, buffer });
  }

  async chooseCsv(name: string, text: string): Promise<void> {
    await this.chooseFile(name, 'text/csv', Buffer.from(text));
  }

  /** Opens the page, chooses a CSV file and checks its rows with the mapping the page proposes. */
  async checkCsv(name: string, text: string): Promise<void> {
    await this.open();
    await this.chooseCsv(name, text);
    await this.checkRows();
  }

  /** The select of a column in the mapping step, by its header. */
  mappingOf(header: string): Locator {
    return this.page.getByLabel(`Where ${header} goes`);
  }

  async checkRows(): Promise<void> {
    await this.testId('mapping-next').click();
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
    return this.testId('review-edit');
  }

  /** Fixes a cell the way a mouse user does: double-click it, type, Enter (or leave it, with `leave`). */
  async fixCell(line: number, header: string, value: string, leave = false): Promise<void> {
    await this.cell(line, header).dblclick();
    await this.edit.fill(value);
    if (leave) await this.edit.blur();
    else await this.edit.press('Enter');
  }

  async importRecipients(): Promise<void> {
    await this.testId('import-recipients').click();
  }

  /** Check out, confirming in the dialog that says what will be charged. */
  async checkout(): Promise<void> {
    await this.testId('checkout').click();
    await this.testId('checkout-confirm-pay').click();
  }
}
