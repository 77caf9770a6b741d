import type { Locator, Page } from 'playwright/test';

/** The Settings page: address, public URL, local webhook receivers, HTML browser. */
export class SettingsPageObject {
  readonly root: Locator;
  readonly address: Locator;
  readonly publicUrl: Locator;
  readonly publicUrlError: Locator;
  readonly linksCarry: Locator;
  readonly allowLocalWebhooks: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId('settings');
    this.address = page.getByTestId('settings-address');
    this.publicUrl = page.getByTestId('public-url');
    this.publicUrlError = page.getByTestId('public-url-error');
    this.linksCarry = page.getByTestId('links-carry');
    this.allowLocalWebhooks = page.getByTestId('allow-local-webhooks');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('nav-settings').click();
  }

  async savePublicUrl(value: string): Promise<void> {
    await this.publicUrl.fill(value);
    await this.page.getByTestId('save-public-url').click();
  }
}
