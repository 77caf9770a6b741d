import { choose } from './choose.ts';
import { expect, type Locator, type Page } from 'playwright/test';

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
    await choose(this.page.getByTestId('recipients-warning'), { '': 'Any warnings', any: 'With warnings', none: 'Without warnings' }[which]);
  }

  /** Every image in the recipient panel has loaded (for a screenshot that shows them). */
  async panelImagesLoaded(): Promise<void> {
    const loaded = () => this.panel.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0));
    await expect.poll(loaded, { timeout: 30_000 }).toBe(true);
  }

  async openCheckout(): Promise<void> {
    await this.page.getByTestId('checkout').click();
  }
}
