import { z } from 'zod';
import { checkoutBodySchema } from '../schemas/checkout.ts';
import { RECIPIENT_STATUSES } from './campaigns.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, routeGroup, strict } from './define.ts';
import { named } from './openapi-meta.ts';

export const cartSchema = named('Cart', strict({
  id: z.string(),
  status: z.enum(['open', 'completed']).describe("'open' for the active cart"),
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: timestamp.nullable(),
  campaigns: z.array(
    strict({
      id: z.string(),
      campaign: strict({
        id: z.string(),
        name: z.string().describe("Hidden HTML campaigns are named with a '[hidden:html]' prefix"),
        render_mode: z.enum(['standard', 'html']),
        product: strict({ name: z.string() }),
        metrics: z.array(strict({ status: z.enum(RECIPIENT_STATUSES), count: z.number().int() })),
      }),
    }),
  ),
}));
export type Cart = z.infer<typeof cartSchema>;

export const checkoutResponseSchema = named('CheckoutResult', z.union([
  strict({ status: z.literal('payment_succeeded'), campaignId: z.string(), invoiceUrl: z.string() }),
  strict({ status: z.literal('checkout_required'), campaignId: z.string(), checkoutUrl: z.string(), next: z.string().optional().describe('Relative path, only for the non-partner checkout URL') }),
  strict({ campaignIds: z.array(z.string()), next: z.string(), checkoutUrl: z.string() }),
]));

const checkoutRoute = routeGroup({ auth: 'customer', tags: ['Checkout'] });

export const activeCart = checkoutRoute({
  method: 'get',
  path: '/api/carts/active',
  staleOn: ['campaign.changed', 'cart.changed', 'checkout.changed'],
  summary: 'The open cart',
  description: "The account's open cart, created if none exists. Its campaigns' metrics are [{status, count}].",
  responses: {
    200: ok('The cart', cartSchema, {
      id: EXAMPLE_IDS.cart,
      status: 'open',
      created_at: EXAMPLE_TIME,
      updated_at: EXAMPLE_TIME,
      completed_at: null,
      campaigns: [{ id: 'item_1', campaign: { id: EXAMPLE_IDS.campaign, name: '[hidden:html] A6 Postcard', render_mode: 'html', product: { name: 'A6 Postcard' }, metrics: RECIPIENT_STATUSES.map((status) => ({ status, count: status === 'pending' ? 2 : 0 })) } }],
    }),
  },
});

export const checkout = checkoutRoute({
  method: 'post',
  idempotent: true,
  announces: ['checkout.changed', 'campaign.changed', 'cart.changed'],
  path: '/api/recipients/checkout',
  summary: 'Check out pending recipients',
  description:
    "Exactly one of campaignId (a one-time campaign; optional HTTPS redirectUrl for hosted checkout) or cartId (the active cart). With a card on file the invoice is paid at once (payment_succeeded, invoiceUrl); otherwise checkout_required with a checkoutUrl (partner checkout when redirectUrl was sent). A cart answers {campaignIds, next, checkoutUrl}. Calling again after recipients changed gives a fresh link. Missing campaignId (and no cartId): 400 'API key checkout requires a campaign id'.",
  body: {
    media: 'application/json',
    // The domain tells a body with no campaignId apart from an invalid one, as the spec's message requires.
    validatedBy: 'handler',
    schema: checkoutBodySchema,
    example: { campaignId: EXAMPLE_IDS.campaign, redirectUrl: 'https://partner.example/checkout-done' },
  },
  responses: {
    200: ok('Paid, or the next step', checkoutResponseSchema, { status: 'checkout_required', campaignId: EXAMPLE_IDS.campaign, checkoutUrl: 'http://127.0.0.1:4785/partner-checkout/checkout/ck_...' }),
    400: 'Missing or invalid campaignId, cartId or redirectUrl, an unsupported body, invalid campaign state, or failed recipient validation.',
    403: 'Campaign checkout for a campaign that is not one-time.',
  },
});

const paymentPageSchema = named('PaymentPage', strict({ campaignId: z.string(), checkoutUrl: z.string(), next: z.string().describe('Relative path of the hosted page') }));

export const campaignPaymentPage = checkoutRoute({
  method: 'post',
  extension: true,
  announces: ['checkout.changed'],
  path: '/api/campaigns/{campaignId}/payment-page',
  summary: 'A hosted payment page for the campaign, card on file or not',
  description:
    "Extension (the app's \"Pay with another card\"): a fresh hosted checkout link for the one-time campaign's pending recipients, as POST /api/recipients/checkout gives when there is no card on file; the card on file is not charged. Older open links of the campaign stop working. The same refusals as checkout.",
  params: z.object({ campaignId: z.string() }),
  responses: {
    200: ok('The hosted page', paymentPageSchema, { campaignId: EXAMPLE_IDS.campaign, checkoutUrl: 'http://127.0.0.1:4785/checkout/ck_...', next: '/checkout/ck_...' }),
    400: 'Invalid campaign state (no pending recipients), or failed recipient validation.',
    403: 'The campaign is not one-time.',
    404: "Campaign not found (or another team's).",
  },
});
