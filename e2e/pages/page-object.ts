import type { Locator, Page } from 'playwright/test';

/**
 * What every page object shares: the page it drives and the elements the UI marks with `data-testid`.
 * A page object declares its locators as fields, `readonly total = this.testId('checkout-total')`.
 */
export abstract class PageObject {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The element marked `data-testid="<id>"`. */
  testId(id: string): Locator {
    return this.page.getByTestId(id);
  }
}

/** A view the sidebar opens: its nav item is marked `nav-<view>`. */
export abstract class SidebarViewObject extends PageObject {
  protected abstract readonly view: string;

  /** Opens the view from the sidebar (the app starts on Designs). */
  async open(): Promise<void> {
    await this.testId(`nav-${this.view}`).click();
  }
}
