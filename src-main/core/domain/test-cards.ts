/**
 * Test card numbers of the offline billing sandbox, in the style of common
 * payment sandboxes. No real card is ever taken: any other number is refused.
 */
export type CardBehaviour = 'succeeds' | 'declined' | 'no_reusable_payment_method';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', behaviour: 'succeeds', description: 'Succeeds and stays on file for invoices and the subscription' },
  { number: '4000 0000 0000 0002', behaviour: 'declined', description: 'Is declined; the page asks for another card' },
  { number: '4000 0000 0000 3055', behaviour: 'no_reusable_payment_method', description: 'Succeeds once but leaves no reusable payment method' },
];

export function testCardBehaviour(digits: string): CardBehaviour | undefined {
  return TEST_CARDS.find((card) => card.number.replace(/ /g, '') === digits)?.behaviour;
}

/** True when MM/YY is the current month or later. */
export function expiryInFuture(expiry: string, nowMs: number): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = new Date(nowMs);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
