import type { Locator } from 'playwright/test';

/** Picks an option of a React Aria Select by its words, as a user does: open the list, click the option. */
export async function choose(trigger: Locator, label: string): Promise<void> {
  await trigger.click();
  await trigger.page().getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
}
