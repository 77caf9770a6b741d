import type { Locator } from 'playwright/test';
import { PageObject } from './page-object.ts';

/** The API reference (Swagger UI served by the local server). */
export class ApiReferencePage extends PageObject {
  operation(tag: string, operationId: string): Locator {
    return this.page.locator(`#operations-${tag.replace(/ /g, '_')}-${operationId}`);
  }

  /** Opens an operation, presses "Try it out" and "Execute"; answers the live response's status cell. */
  async tryIt(tag: string, operationId: string): Promise<Locator> {
    const operation = this.operation(tag, operationId);
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    return operation.locator('.live-responses-table tbody .response-col_status').first();
  }
}
