import { SidebarViewObject } from './page-object.ts';

/** The Settings page: address, public URL, local webhook receivers, HTML browser. */
export class SettingsPageObject extends SidebarViewObject {
  protected readonly view = 'settings';
  readonly address = this.testId('settings-address');
  readonly publicUrl = this.testId('public-url');
  readonly publicUrlError = this.testId('public-url-error');
  readonly linksCarry = this.testId('links-carry');
  readonly allowLocalWebhooks = this.testId('allow-local-webhooks');

  async savePublicUrl(value: string): Promise<void> {
    await this.publicUrl.fill(value);
    await this.testId('save-public-url').click();
  }
}
