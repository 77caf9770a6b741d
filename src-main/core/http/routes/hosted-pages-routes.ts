import type { Context } from 'hono';
import type { CoreContext } from '#core/context.ts';
import type { CheckoutSessionRow } from '#core/db/checkout-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { chargeLines, totalCents } from '#core/domain/checkout/charges.ts';
import { type CheckoutFailure, type CheckoutLookup, checkoutRedirect, failCheckout, lookupCheckout, payCheckout } from '#core/domain/checkout/hosted-checkout.ts';
import { stillPending } from '#core/domain/checkout/payment.ts';
import type { AppEnv, ContractApp } from '../env.ts';
import { implementCardForm } from '../card-form-post.ts';
import { checkoutFormPage, type CheckoutFormView } from '../pages/checkout-page.ts';
import { messagePage, pageAnswer } from '../pages/html.ts';

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
  return pageAnswer(status, messagePage(view));
}

/** Hosted checkout: the items and total of a session, paid with a sandbox test card. */
export function registerHostedCheckoutRoutes(app: ContractApp, core: CoreContext): void {
  implementCardForm(app, core, 'checkout', (partner) => {
    const view = (c: Context<AppEnv>, session: CheckoutSessionRow): CheckoutFormView => {
      const lines = chargeLines(core, session.team_id, stillPending(core, JSON.parse(session.recipient_ids_json) as string[]));
      return {
        action: new URL(c.req.url).pathname,
        teamName: findTeam(core.db, session.team_id)?.name ?? 'Your team',
        lines,
        totalCents: totalCents(lines),
        returnsToPartner: partner,
      };
    };

    const fail = (session: CheckoutSessionRow, reason: CheckoutFailure) => {
      if (!failCheckout(core, session, reason)) return closedPage('paid');
      const target = checkoutRedirect(session, { paid: false, reason });
      if (target) return redirect(target);
      const missing = reason === 'missing_payment_method';
      return pageAnswer(200, messagePage({ title: 'Payment not completed', message: missing ? 'The card left no reusable payment method.' : 'Checkout was cancelled; nothing was charged.', tone: missing ? 'error' : 'info', next: missing ? 'Ask for a new link and try another card.' : 'The recipients wait unpaid. You can close this window.' }));
    };

    const pay = (session: CheckoutSessionRow) => {
      const paid = payCheckout(core, session);
      if (!paid) return closedPage('paid');
      const target = checkoutRedirect(session, { paid: true });
      if (target) return redirect(target);
      return pageAnswer(200, messagePage({ title: 'Payment received', message: 'Thank you. Your mail is on its way to the print house.', tone: 'ok', next: 'The cards are printed and posted; the invoice stays at its link.', link: { href: paid.invoiceUrl, text: 'View the invoice', testId: 'invoice-link' } }));
    };

    return {
      lookup: (token) => lookupCheckout(core, token, partner),
      closed: closedPage,
      page: (c, session, problem) => checkoutFormPage({ ...view(c, session), ...problem }),
      cancelled: (session) => fail(session, 'checkout_not_fulfilled'),
      taken: (session, card) => (card === 'succeeds' ? pay(session) : fail(session, 'missing_payment_method')),
    };
  });
}
