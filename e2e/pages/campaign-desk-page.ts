import type { Locator, Page } from 'playwright/test';

/** Locators of the campaign desk: the recipient table and panel, the order summary, the timeline. */
export class CampaignDeskPage {
  readonly recipientRows: Locator;
  readonly recipientCount: Locator;
  readonly panel: Locator;
  readonly proofPages: Locator;
  readonly orderSummary: Locator;
  readonly orderTotal: Locator;
  readonly orderPayment: Locator;
  readonly payButton: Locator;
  readonly waiting: Locator;
  readonly message: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.recipientRows = page.getByTestId('recipient-row');
    this.recipientCount = page.getByTestId('recipients-count');
    this.panel = page.getByTestId('recipient-panel');
    this.proofPages = this.panel.getByTestId('proof-page');
    this.orderSummary = page.getByTestId('order-summary');
    this.orderTotal = page.getByTestId('order-total');
    this.orderPayment = page.getByTestId('order-payment');
    this.payButton = page.getByTestId('checkout-confirm-pay');
    this.waiting = page.getByTestId('checkout-waiting');
    this.message = page.getByTestId('campaign-message');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('nav-campaigns').click();
  }

  step(status: 'pending' | 'ready' | 'printing' | 'shipped' | 'delivered'): Locator {
    return this.page.getByTestId(`timeline-${status}`);
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('recipients-search').fill(text);
  }

  async filterWarnings(which: '' | 'any' | 'none'): Promise<void> {
    await this.page.getByTestId('recipients-warning').selectOption(which);
  }

  async openCheckout(): Promise<void> {
    await this.page.getByTestId('checkout').click();
  }
}
