import type { Cart } from '#shared/contract/checkout.ts';

type CartItem = Cart['campaigns'][number];

const HIDDEN_PREFIX = '[hidden:html] ';

/** "HTML recipients, A6 Postcard" for the hidden campaigns POST /api/recipients/html fills; a campaign's own name otherwise. */
export const cartItemName = (item: CartItem) => (item.campaign.name.startsWith(HIDDEN_PREFIX) ? `HTML recipients, ${item.campaign.product.name}` : item.campaign.name);

/** Recipients of the campaign waiting for payment. */
export const pendingOf = (item: CartItem) => item.campaign.metrics.find((m) => m.status === 'pending')?.count ?? 0;

/**
 * What checkout would charge: the cart's campaigns with recipients waiting for payment.
 * A campaign paid on its own stays in the open cart with nothing pending; it is not listed.
 */
export const chargeableItems = (cart: Pick<Cart, 'campaigns'>) => cart.campaigns.filter((item) => pendingOf(item) > 0);
