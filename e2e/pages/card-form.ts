import type { Page } from 'playwright/test';
import { PageObject } from './page-object.ts';

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

/** A hosted page with a card form (billing setup, checkout): opened by its URL, its form's error line. */
export abstract class HostedCardPageObject extends PageObject {
  readonly formError = this.testId('form-error');

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async fillCard(card: CardDetails): Promise<void> {
    await fillCard(this.page, card);
  }
}
