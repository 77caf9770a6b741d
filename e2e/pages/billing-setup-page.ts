import type { Locator, Page } from 'playwright/test';
import { type CardDetails, fillCard } from './card-form.ts';

/** Locators of the hosted billing setup page served by the local server. */
export class BillingSetupPageObject {
  readonly title: Locator;
  readonly formError: Locator;
  readonly subscribe: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByRole('heading', { level: 1 });
    this.formError = page.getByTestId('form-error');
    this.subscribe = page.getByTestId('subscribe');
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async fillCard(card: CardDetails): Promise<void> {
    await fillCard(this.page, card);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('submit').click();
  }

  async cancel(): Promise<void> {
    await this.page.getByTestId('cancel').click();
  }
}
