import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { billingSetupFormSchema } from '../../../../src-shared/schemas/billing-setup.ts';
import type { CoreContext } from '../../context.ts';
import type { CheckoutSessionRow } from '../../db/checkout-repo.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { chargeLines, totalCents } from '../../domain/checkout/charges.ts';
import { type CheckoutFailure, type CheckoutLookup, checkoutRedirect, failCheckout, lookupCheckout, payCheckout } from '../../domain/checkout/hosted-checkout.ts';
import { stillPending } from '../../domain/checkout/payment.ts';
import { expiryInFuture, testCardBehaviour } from '../../domain/test-cards.ts';
import type { AppEnv } from '../env.ts';
import { formString } from '../form-fields.ts';
import { billingMessagePage } from '../pages/billing-setup-page.ts';
import { checkoutFormPage, type CheckoutFormView } from '../pages/checkout-page.ts';
import { escapeHtml, HOSTED_PAGE_HEADERS, htmlPage } from '../pages/html.ts';

const html = (c: Context, body: string, status: ContentfulStatusCode = 200) => c.html(body, status, HOSTED_PAGE_HEADERS);

const CLOSED: Record<Exclude<CheckoutLookup['state'], 'open'>, [ContentfulStatusCode, string, string]> = {
  unknown: [404, 'Link not found', 'This checkout link is not valid. Ask the application that sent you for a new link.'],
  paid: [410, 'Already paid', 'This checkout has already been paid. Nothing more is due.'],
  failed: [410, 'Checkout closed', 'This checkout was not completed. Ask the application that sent you for a new link.'],
  superseded: [410, 'Link replaced', 'A newer checkout link was made for these recipients. Use the newest link.'],
  expired: [410, 'Link expired', 'This checkout link has expired. Ask the application that sent you for a new link.'],
};

function closedPage(c: Context, state: Exclude<CheckoutLookup['state'], 'open'>): Response {
  const [status, title, message] = CLOSED[state];
  return html(c, billingMessagePage(title, message), status);
}

/** Hosted checkout: the items and total of a session, paid with a sandbox test card. */
export function registerHostedCheckoutRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const families = [
    { path: ROUTES.checkoutPage.path, partner: false },
    { path: ROUTES.partnerCheckoutPage.path, partner: true },
  ];
  for (const family of families) {
    const view = (c: Context, session: CheckoutSessionRow): CheckoutFormView => {
      const lines = chargeLines(core, session.team_id, stillPending(core, JSON.parse(session.recipient_ids_json) as string[]));
      return {
        action: new URL(c.req.url).pathname,
        teamName: findTeam(core.db, session.team_id)?.name ?? 'Your team',
        lines,
        totalCents: totalCents(lines),
        returnsToPartner: family.partner,
      };
    };

    const fail = (c: Context, session: CheckoutSessionRow, reason: CheckoutFailure) => {
      if (!failCheckout(core, session, reason)) return closedPage(c, 'paid');
      const target = checkoutRedirect(session, { paid: false, reason });
      if (target) return c.redirect(target, 303);
      return html(c, billingMessagePage('Payment not completed', reason === 'missing_payment_method' ? 'The card left no reusable payment method. Ask for a new link and try another card.' : 'Checkout was cancelled; nothing was charged.'));
    };

    app.get(family.path, (c) => {
      const lookup = lookupCheckout(core, c.req.param('token') ?? '', family.partner);
      if (lookup.state !== 'open') return closedPage(c, lookup.state);
      return html(c, checkoutFormPage(view(c, lookup.session)));
    });

    app.post(family.path, async (c) => {
      const lookup = lookupCheckout(core, c.req.param('token') ?? '', family.partner);
      if (lookup.state !== 'open') return closedPage(c, lookup.state);
      const session = lookup.session;
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '')) {
        return html(c, billingMessagePage('Unsupported form', 'Submit the checkout form from its page.'), 415);
      }
      const body = await c.req.parseBody();
      if (formString(body, 'action') === 'cancel') return fail(c, session, 'checkout_not_fulfilled');
      const values = { cardholderName: formString(body, 'cardholderName'), cardNumber: formString(body, 'cardNumber'), expiry: formString(body, 'expiry'), cvc: formString(body, 'cvc') };
      const rerender = (status: ContentfulStatusCode, error: string, fieldErrors: Record<string, string> = {}) =>
        html(c, checkoutFormPage({ ...view(c, session), values, error, fieldErrors }), status);

      const parsed = billingSetupFormSchema.safeParse(values);
      if (!parsed.success) return rerender(400, 'Check the highlighted fields.', Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      if (!expiryInFuture(parsed.data.expiry, core.clock.nowMs())) return rerender(400, 'Check the highlighted fields.', { expiry: 'This card has expired' });
      const behaviour = testCardBehaviour(parsed.data.cardNumber);
      if (!behaviour) return rerender(400, 'This offline sandbox takes only the test cards listed below; never enter a real card number.', { cardNumber: 'Not a test card' });
      if (behaviour === 'declined') return rerender(402, 'Your card was declined. Try another card.');
      if (behaviour === 'no_reusable_payment_method') return fail(c, session, 'missing_payment_method');

      const paid = payCheckout(core, session);
      if (!paid) return closedPage(c, 'paid');
      const target = checkoutRedirect(session, { paid: true });
      if (target) return c.redirect(target, 303);
      return html(
        c,
        htmlPage('Payment received', `<h1 data-testid="page-title">Payment received</h1><p data-testid="page-message">Thank you. Your mail is on its way to the print house.</p><p><a href="${escapeHtml(paid.invoiceUrl)}" data-testid="invoice-link">View the invoice</a></p>`),
      );
    });
  }
}
