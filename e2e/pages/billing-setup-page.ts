import type { Locator, Page } from 'playwright/test';

export interface CardDetails {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

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
    await this.page.getByLabel('Name on card').fill(card.name);
    await this.page.getByLabel('Card number').fill(card.number);
    await this.page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
    await this.page.getByLabel('CVC').fill(card.cvc);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('submit').click();
  }

  async cancel(): Promise<void> {
    await this.page.getByTestId('cancel').click();
  }
}
