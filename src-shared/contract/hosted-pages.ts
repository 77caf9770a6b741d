// Pages the hosted service shows in the customer's browser: billing setup,
// checkout and invoices. Their unguessable token is the credential.
import { z } from 'zod';
import { billingSetupFormSchema } from '../schemas/billing-setup.ts';
import { type BodyDecl, type RouteDecl, routeGroup } from './define.ts';
import { named } from './openapi-meta.ts';

const hostedRoute = routeGroup({ auth: 'none', extension: true, tags: ['Hosted pages'] });
const tokenParams = z.object({ token: z.string() });
/** A submitted form changes billing or payment state, and so campaigns and carts. */
const ANNOUNCES = ['checkout.changed', 'campaign.changed', 'cart.changed', 'sandbox.changed'] as const;
const page = (description: string) => ({ description, media: 'text/html' as const });
const CLOSED = {
  404: page('The link is not valid.'),
  410: page('The link was already used or has expired.'),
} as const;

/** What tells one pair of form pages (GET the form, POST it) from another. */
interface FormPagesText {
  pageSummary: string;
  pageDescription: string;
  /** What the GET answers. */
  form: string;
  submitSummary: string;
  submitDescription: string;
  /** The 303's Location: where a partner's customer goes back to. */
  location: string;
}

/** A hosted form at `prefix/{token}`: the page, and its submission that answers an outcome page or redirects. */
function formPages<const B extends BodyDecl>(prefix: string, body: B, text: FormPagesText) {
  return {
    page: hostedRoute({
      method: 'get',
      path: `${prefix}/{token}`,
      summary: text.pageSummary,
      description: text.pageDescription,
      params: tokenParams,
      responses: { 200: page(text.form), ...CLOSED },
    }),
    submit: hostedRoute({
      method: 'post',
      announces: ANNOUNCES,
      path: `${prefix}/{token}`,
      summary: text.submitSummary,
      description: text.submitDescription,
      params: tokenParams,
      body,
      responses: {
        200: page('The outcome page'),
        303: { description: 'Back to the redirect URL with the outcome', headers: { Location: text.location } },
        400: page('The form again, with field errors'),
        402: page('The form again: the card was declined'),
        415: page('Not a form post'),
        ...CLOSED,
      },
    }),
  };
}

const setupForm = { media: 'application/x-www-form-urlencoded' as const, validatedBy: 'handler' as const, schema: named('BillingSetupForm', billingSetupFormSchema.extend({ action: z.enum(['save', 'cancel']).optional() })) };

function setupPages(prefix: string, partner: boolean) {
  const who = partner ? 'Partner billing setup: returns the customer to the partner\'s billingRedirectUrl with status (setup_succeeded or setup_failed) and, on failure, reason.' : 'Billing setup.';
  return formPages(prefix, setupForm, {
    pageSummary: partner ? 'Partner billing setup page' : 'Billing setup page',
    pageDescription: `${who} Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 declines, 4000 0000 0000 3055 leaves no reusable payment method.`,
    form: 'The card form',
    submitSummary: partner ? 'Submit partner billing setup' : 'Submit billing setup',
    submitDescription: `${who} The form re-renders with field errors when invalid.`,
    location: 'The redirect URL with status (and reason)',
  });
}

const checkoutForm = { ...setupForm, schema: named('CheckoutForm', billingSetupFormSchema.omit({ subscribe: true }).extend({ action: z.enum(['pay', 'cancel']).optional() })) };

function checkoutPages(prefix: string, partner: boolean) {
  const who = partner ? 'Partner checkout: returns to the redirectUrl with status (payment_succeeded or payment_failed), campaignId and, on failure, reason.' : 'Hosted checkout.';
  return formPages(prefix, checkoutForm, {
    pageSummary: partner ? 'Partner checkout page' : 'Checkout page',
    pageDescription: `${who} Shows the order (pieces, prices, total) and a card form with the same test cards.`,
    form: 'The order and card form',
    submitSummary: partner ? 'Pay through partner checkout' : 'Pay through checkout',
    submitDescription: who,
    location: 'The redirect URL with status, campaignId (and reason)',
  });
}

const setup = setupPages('/billing/setup', false);
const partnerSetup = setupPages('/partner-checkout/billing-setup', true);
const checkout = checkoutPages('/checkout', false);
const partnerCheckout = checkoutPages('/partner-checkout/checkout', true);

export const billingSetupPage = setup.page;
export const billingSetupSubmit = setup.submit;
export const partnerBillingSetupPage = partnerSetup.page;
export const partnerBillingSetupSubmit = partnerSetup.submit;
export const checkoutPage = checkout.page;
export const checkoutSubmit = checkout.submit;
export const partnerCheckoutPage = partnerCheckout.page;
export const partnerCheckoutSubmit = partnerCheckout.submit;

export const invoicePage = hostedRoute({
  method: 'get',
  path: '/invoices/{token}',
  summary: 'Hosted invoice',
  description: 'The invoiceUrl of a paid checkout: lines per campaign and attachment pages, total, paid date.',
  params: tokenParams,
  responses: { 200: page('The invoice'), 404: page('Invoice not found') },
}) satisfies RouteDecl;

export const hostedAsset = hostedRoute({
  method: 'get',
  path: '/hosted/assets/{file}',
  summary: 'A file of the hosted pages (the Inter typeface, served from its npm package)',
  params: z.object({ file: z.enum(['inter-latin.woff2']) }),
  responses: { 200: { description: 'The font', media: 'font/woff2' }, 400: 'Not a file of the hosted pages.' },
}) satisfies RouteDecl;
