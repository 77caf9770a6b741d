import type { Locator, Page } from 'playwright/test';

/** Locators of the Connect panel; specs read values through here, never by CSS. */
export class ConnectPageObject {
  readonly whoamiResult: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.whoamiResult = page.getByTestId('whoami-result');
  }

  /** Opens the Embedded API panel from the sidebar (the app starts on Designs). */
  async open(): Promise<void> {
    await this.page.getByTestId('nav-connect').click();
  }

  /** The text a user reads on screen; masked secrets are revealed first. */
  private async value(testId: string, secret = false): Promise<string> {
    const field = this.page.getByTestId(testId);
    await field.waitFor();
    if (secret) await this.page.getByTestId(`${testId}-reveal`).click();
    return ((await field.textContent()) ?? '').trim();
  }

  baseUrl(): Promise<string> {
    return this.value('base-url');
  }

  customerKey(): Promise<string> {
    return this.value('customer-key', true);
  }

  teamId(): Promise<string> {
    return this.value('team-id');
  }

  async checkCredentials(): Promise<void> {
    await this.page.getByTestId('check-connection').click();
  }
}
