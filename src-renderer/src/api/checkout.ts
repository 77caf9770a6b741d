// The UI's calls of the checkout routes (src-shared/contract/checkout.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useActiveCart = queryHook('activeCart');
export const useCampaignPaymentPage = mutationHook('campaignPaymentPage');
export const useCheckout = mutationHook('checkout');
