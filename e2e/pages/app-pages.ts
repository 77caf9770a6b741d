import type { Locator, Page } from 'playwright/test';
import { choose } from './choose.ts';

/** The Templates and Handwriting pages of the app's UI. */
export class AppPagesObject {
  readonly templatesTable: Locator;
  readonly handwritingImage: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.templatesTable = page.getByTestId('templates-table');
    this.handwritingImage = page.getByTestId('handwriting-image');
  }

  async openHandwriting(): Promise<void> {
    await this.page.getByTestId('nav-handwriting').click();
  }

  async writeNote(text: string, hand: string): Promise<void> {
    await this.page.getByTestId('handwriting-content').fill(text);
    await choose(this.page.getByTestId('font-family'), hand);
    await this.page.getByTestId('render-handwriting').click();
  }
}
