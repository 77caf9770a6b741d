import { HostedCardPageObject } from './card-form.ts';

/** Locators of the hosted checkout page served by the local server. */
export class CheckoutPageObject extends HostedCardPageObject {
  readonly total = this.testId('checkout-total');
  readonly items = this.testId('checkout-items');

  async pay(): Promise<void> {
    await this.testId('pay').click();
  }
}
