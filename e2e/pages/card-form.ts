import type { Page } from 'playwright/test';

export interface CardDetails {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The card inputs shared by the hosted billing setup and checkout pages. */
export async function fillCard(page: Page, card: CardDetails): Promise<void> {
  await page.getByLabel('Name on card').fill(card.name);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
}
