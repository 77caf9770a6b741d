import { HostedCardPageObject } from './card-form.ts';

/** Locators of the hosted billing setup page served by the local server. */
export class BillingSetupPageObject extends HostedCardPageObject {
  readonly title = this.page.getByRole('heading', { level: 1 });
  readonly subscribe = this.testId('subscribe');

  async save(): Promise<void> {
    await this.testId('submit').click();
  }

  async cancel(): Promise<void> {
    await this.testId('cancel').click();
  }
}
