import { choose } from './choose.ts';
import { expect, type Locator } from 'playwright/test';
import { SidebarViewObject } from './page-object.ts';

/** Locators of the campaign desk: the recipient table and panel, the order summary, the timeline. */
export class CampaignDeskPage extends SidebarViewObject {
  protected readonly view = 'campaigns';
  readonly recipientRows = this.testId('recipient-row');
  readonly recipientCount = this.testId('recipients-count');
  readonly panel = this.testId('recipient-panel');
  readonly proofPages = this.panel.getByTestId('proof-page');
  readonly orderSummary = this.testId('order-summary');
  readonly orderTotal = this.testId('order-total');
  readonly orderPayment = this.testId('order-payment');
  readonly payButton = this.testId('checkout-confirm-pay');
  readonly waiting = this.testId('checkout-waiting');
  readonly message = this.testId('campaign-message');

  step(status: 'pending' | 'ready' | 'printing' | 'shipped' | 'delivered'): Locator {
    return this.testId(`timeline-${status}`);
  }

  async search(text: string): Promise<void> {
    await this.testId('recipients-search').fill(text);
  }

  async filterWarnings(which: '' | 'any' | 'none'): Promise<void> {
    await choose(this.testId('recipients-warning'), { '': 'Any warnings', any: 'With warnings', none: 'Without warnings' }[which]);
  }

  /** Every image in the recipient panel has loaded (for a screenshot that shows them). */
  async panelImagesLoaded(): Promise<void> {
    const loaded = () => this.panel.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0));
    await expect.poll(loaded, { timeout: 30_000 }).toBe(true);
  }

  async openCheckout(): Promise<void> {
    await this.testId('checkout').click();
  }
}
