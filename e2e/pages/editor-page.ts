import type { Locator, Page } from 'playwright/test';

/** Locators of the HTML side editor. */
export class EditorPageObject {
  readonly preview: Locator;
  readonly slots: Locator;
  readonly errors: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.preview = page.getByTestId('editor-preview');
    this.slots = page.getByTestId('editor-slots');
    this.errors = page.getByTestId('editor-errors');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('nav-editor').click();
  }

  async side(side: 'front' | 'back'): Promise<void> {
    await this.page.getByTestId(`editor-side-${side}`).click();
  }

  async insertSmartQr(): Promise<void> {
    await this.page.getByTestId('insert-smart-qr').click();
  }

  /** Replaces the editor's text by typing, as a user would. */
  async typeHtml(text: string): Promise<void> {
    await this.page.getByTestId('html-editor').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(text);
  }
}
