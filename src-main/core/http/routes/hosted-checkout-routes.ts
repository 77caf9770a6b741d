import type { Context } from 'hono';
import { billingSetupFormSchema } from '#shared/schemas/billing-setup.ts';
import type { CoreContext } from '#core/context.ts';
import type { CheckoutSessionRow } from '#core/db/checkout-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { chargeLines, totalCents } from '#core/domain/checkout/charges.ts';
import { type CheckoutFailure, type CheckoutLookup, checkoutRedirect, failCheckout, lookupCheckout, payCheckout } from '#core/domain/checkout/hosted-checkout.ts';
import { stillPending } from '#core/domain/checkout/payment.ts';
import { expiryInFuture, testCardBehaviour } from '#core/domain/test-cards.ts';
import { implement } from '../contract/implement.ts';
import type { AppEnv, ContractApp } from '../env.ts';
import { formString, readForm, UNREADABLE_FORM } from '../form-fields.ts';
import { checkoutFormPage, type CheckoutFormView } from '../pages/checkout-page.ts';
import { HOSTED_PAGE_HEADERS, messagePage } from '../pages/html.ts';

const page = <S extends number>(status: S, html: string) => ({ status, html, headers: HOSTED_PAGE_HEADERS });
const redirect = (location: string) => ({ status: 303 as const, headers: { Location: location } });

const NEW_LINK = 'Ask the application that sent you for a new link.';
const CLOSED: Record<Exclude<CheckoutLookup['state'], 'open'>, [404 | 410, Parameters<typeof messagePage>[0]]> = {
  unknown: [404, { title: 'Link not found', message: 'This checkout link is not valid.', tone: 'error', next: NEW_LINK }],
  paid: [410, { title: 'Already paid', message: 'This checkout has already been paid.', tone: 'ok', next: 'Nothing more is due: the cards are on their way to the print house.' }],
  failed: [410, { title: 'Checkout closed', message: 'This checkout was not completed.', tone: 'error', next: NEW_LINK }],
  superseded: [410, { title: 'Link replaced', message: 'A newer checkout link was made for these recipients.', tone: 'info', next: 'Use the newest link; this one charges nothing.' }],
  expired: [410, { title: 'Link expired', message: 'This checkout link has expired.', tone: 'error', next: NEW_LINK }],
};

function closedPage(state: Exclude<CheckoutLookup['state'], 'open'>) {
  const [status, view] = CLOSED[state];
  return page(status, messagePage(view));
}

/** Hosted checkout: the items and total of a session, paid with a sandbox test card. */
export function registerHostedCheckoutRoutes(app: ContractApp, core: CoreContext): void {
  const families = [
    { page: 'checkoutPage', submit: 'checkoutSubmit', partner: false },
    { page: 'partnerCheckoutPage', submit: 'partnerCheckoutSubmit', partner: true },
  ] as const;
  for (const family of families) {
    const view = (c: Context<AppEnv>, session: CheckoutSessionRow): CheckoutFormView => {
      const lines = chargeLines(core, session.team_id, stillPending(core, JSON.parse(session.recipient_ids_json) as string[]));
      return {
        action: new URL(c.req.url).pathname,
        teamName: findTeam(core.db, session.team_id)?.name ?? 'Your team',
        lines,
        totalCents: totalCents(lines),
        returnsToPartner: family.partner,
      };
    };

    const fail = (session: CheckoutSessionRow, reason: CheckoutFailure) => {
      if (!failCheckout(core, session, reason)) return closedPage('paid');
      const target = checkoutRedirect(session, { paid: false, reason });
      if (target) return redirect(target);
      const missing = reason === 'missing_payment_method';
      return page(200, messagePage({ title: 'Payment not completed', message: missing ? 'The card left no reusable payment method.' : 'Checkout was cancelled; nothing was charged.', tone: missing ? 'error' : 'info', next: missing ? 'Ask for a new link and try another card.' : 'The recipients wait unpaid. You can close this window.' }));
    };

    implement(app, core, family.page, ({ params, c }) => {
      const lookup = lookupCheckout(core, params.token, family.partner);
      if (lookup.state !== 'open') return closedPage(lookup.state);
      return page(200, checkoutFormPage(view(c, lookup.session)));
    });

    implement(app, core, family.submit, async ({ params, c }) => {
      const lookup = lookupCheckout(core, params.token, family.partner);
      if (lookup.state !== 'open') return closedPage(lookup.state);
      const session = lookup.session;
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('content-type') ?? '')) {
        return page(415, messagePage({ title: 'Unsupported form', message: 'This address takes only the checkout form.', tone: 'error', next: 'Open the checkout link again and submit the form from its page.' }));
      }
      const body = await readForm(c);
      if (!body) return page(400, checkoutFormPage({ ...view(c, session), error: UNREADABLE_FORM }));
      if (formString(body, 'action') === 'cancel') return fail(session, 'checkout_not_fulfilled');
      const values = { cardholderName: formString(body, 'cardholderName'), cardNumber: formString(body, 'cardNumber'), expiry: formString(body, 'expiry'), cvc: formString(body, 'cvc') };
      const rerender = <S extends 400 | 402>(status: S, error: string, fieldErrors: Record<string, string> = {}) => page(status, checkoutFormPage({ ...view(c, session), values, error, fieldErrors }));

      const parsed = billingSetupFormSchema.safeParse(values);
      if (!parsed.success) return rerender(400, 'Check the highlighted fields.', Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      if (!expiryInFuture(parsed.data.expiry, core.clock.nowMs())) return rerender(400, 'Check the highlighted fields.', { expiry: 'This card has expired' });
      const behaviour = testCardBehaviour(parsed.data.cardNumber);
      if (!behaviour) return rerender(400, 'This offline sandbox takes only the test cards listed below; never enter a real card number.', { cardNumber: 'Not a test card' });
      if (behaviour === 'declined') return rerender(402, 'Your card was declined. Try another card.');
      if (behaviour === 'no_reusable_payment_method') return fail(session, 'missing_payment_method');

      const paid = payCheckout(core, session);
      if (!paid) return closedPage('paid');
      const target = checkoutRedirect(session, { paid: true });
      if (target) return redirect(target);
      return page(200, messagePage({ title: 'Payment received', message: 'Thank you. Your mail is on its way to the print house.', tone: 'ok', next: 'The cards are printed and posted; the invoice stays at its link.', link: { href: paid.invoiceUrl, text: 'View the invoice', testId: 'invoice-link' } }));
    });
  }
}
