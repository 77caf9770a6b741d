import { SidebarViewObject } from './page-object.ts';

/** Locators of the Connect panel; specs read values through here, never by CSS. */
export class ConnectPageObject extends SidebarViewObject {
  protected readonly view = 'connect';
  readonly whoamiResult = this.testId('whoami-result');

  /** The text a user reads on screen; masked secrets are revealed first. */
  private async value(id: string, secret = false): Promise<string> {
    const field = this.testId(id);
    await field.waitFor();
    if (secret) await this.testId(`${id}-reveal`).click();
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
    await this.testId('check-connection').click();
  }
}
