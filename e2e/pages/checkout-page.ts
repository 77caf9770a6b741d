import type { Locator, Page } from 'playwright/test';
import { type CardDetails, fillCard } from './card-form.ts';

/** Locators of the hosted checkout page served by the local server. */
export class CheckoutPageObject {
  readonly total: Locator;
  readonly items: Locator;
  readonly formError: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.total = page.getByTestId('checkout-total');
    this.items = page.getByTestId('checkout-items');
    this.formError = page.getByTestId('form-error');
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async fillCard(card: CardDetails): Promise<void> {
    await fillCard(this.page, card);
  }

  async pay(): Promise<void> {
    await this.page.getByTestId('pay').click();
  }
}
