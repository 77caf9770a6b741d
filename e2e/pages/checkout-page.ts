import type { Locator, Page } from 'playwright/test';
import type { CardDetails } from './billing-setup-page.ts';

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
    await this.page.getByLabel('Name on card').fill(card.name);
    await this.page.getByLabel('Card number').fill(card.number);
    await this.page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
    await this.page.getByLabel('CVC').fill(card.cvc);
  }

  async pay(): Promise<void> {
    await this.page.getByTestId('pay').click();
  }
}
