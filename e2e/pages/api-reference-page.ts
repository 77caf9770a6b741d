import type { Locator } from 'playwright/test';
import { PageObject } from './page-object.ts';

/**
 * The API reference (Swagger UI served by the local server). Above 150 tags and operations Swagger UI
 * virtualises the list: an operation far down the page is not in the DOM until it is scrolled to. So an
 * operation is reached as a reader shares it, by its deep link (#/Tag/operationId), which Swagger UI
 * scrolls into view and opens.
 */
export class ApiReferencePage extends PageObject {
  operation(tag: string, operationId: string): Locator {
    return this.page.locator(`#operations-${tag.replace(/ /g, '_')}-${operationId}`);
  }

  /**
   * Opens the reference afresh at one operation's deep link, as a shared link opens; answers that operation,
   * shown and open. (Swagger UI reads the hash once, on load: a change of hash alone does not move it.)
   */
  async openAt(baseUrl: string, tag: string, operationId: string): Promise<Locator> {
    await this.page.goto('about:blank');
    await this.page.goto(`${baseUrl}/api/docs#/${encodeURIComponent(tag)}/${operationId}`);
    return this.operation(tag, operationId);
  }

  /** Presses "Try it out" and "Execute" in an open operation; answers the live response's status cell. */
  async tryIt(operation: Locator): Promise<Locator> {
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    return operation.locator('.live-responses-table tbody .response-col_status').first();
  }
}
