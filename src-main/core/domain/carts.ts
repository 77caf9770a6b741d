import { randomUUID } from 'node:crypto';
import { productById } from '#shared/products.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { addCartItem, type CartRow, cartItems, findOpenCart, insertCart } from '../db/carts-repo.ts';
import { findCampaign } from '../db/campaigns-repo.ts';
import { countByStatus, RECIPIENT_STATUSES } from '../db/recipients-repo.ts';

/** The team's open cart, created on demand. */
export function activeCart(core: CoreContext, teamId: string): CartRow {
  const open = findOpenCart(core.db, teamId);
  if (open) return open;
  const now = nowIso(core.clock);
  const cart: CartRow = { id: randomUUID(), team_id: teamId, status: 'open', created_at: now, updated_at: now, completed_at: null };
  insertCart(core.db, cart);
  return cart;
}

/** Puts a one-time campaign with recipients to pay for into the team's open cart. */
export function addCampaignToCart(core: CoreContext, teamId: string, campaignId: string): void {
  const cart = activeCart(core, teamId);
  addCartItem(core.db, { id: randomUUID(), cart_id: cart.id, campaign_id: campaignId, created_at: nowIso(core.clock) });
}

/** GET /api/carts/active: the cart with its campaigns, metrics as [{status, count}]. */
export function cartView(core: CoreContext, cart: CartRow) {
  return {
    id: cart.id,
    status: cart.status,
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    completed_at: cart.completed_at,
    campaigns: cartItems(core.db, cart.id).flatMap((item) => {
      const campaign = findCampaign(core.db, cart.team_id, item.campaign_id);
      if (!campaign) return [];
      const counts = countByStatus(core.db, campaign.id);
      return [
        {
          id: item.id,
          campaign: {
            id: campaign.id,
            name: campaign.name,
            render_mode: campaign.render_mode,
            product: { name: productById(campaign.product_id)?.name ?? '' },
            metrics: RECIPIENT_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 })),
          },
        },
      ];
    }),
  };
}
