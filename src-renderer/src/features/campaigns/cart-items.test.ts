import { describe, expect, it } from 'vitest';
import type { Cart } from '#shared/contract/checkout.ts';
import { cartItemName, chargeableItems } from './cart-items.ts';

const item = (name: string, metrics: { status: string; count: number }[]) => ({ campaign: { name, product: { name: 'A6 Postcard' }, metrics } }) as unknown as Cart['campaigns'][number];

describe('the cart', () => {
  it('lists only the campaigns checkout would charge: one paid on its own is left out', () => {
    const waiting = item('Spring drafts', [{ status: 'pending', count: 2 }]);
    const paid = item('Autumn notes', [{ status: 'pending', count: 0 }, { status: 'ready', count: 3 }]);
    expect(chargeableItems({ campaigns: [paid, waiting] })).toEqual([waiting]);
  });

  it('names the hidden campaigns of HTML recipients by their product', () => {
    expect(cartItemName(item('[hidden:html] abc', []))).toBe('HTML recipients, A6 Postcard');
  });
});
