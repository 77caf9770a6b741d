import type { CoreContext } from '#core/wiring/context.ts';
import { campaignOr404 } from '#core/domain/campaigns.ts';
import { activeCart, cartView } from '#core/domain/carts.ts';
import { campaignPaymentPage, startCheckout } from '#core/domain/checkout/start-checkout.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'activeCart', ({ auth }) => ({ status: 200, body: cartView(core, activeCart(core, auth.teamId)) }));

  implement(app, core, 'checkout', ({ auth, body }) => ({ status: 200, body: startCheckout(core, auth.teamId, body) }));

  implement(app, core, 'campaignPaymentPage', ({ auth, params }) => ({ status: 200, body: campaignPaymentPage(core, campaignOr404(core, auth.teamId, params.campaignId)) }));
}
