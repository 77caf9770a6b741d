// The hosted pages (contract/hosted-pages.ts): the invoice, the checkout and billing-setup card forms, their typeface.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Context } from 'hono';
import type { CoreContext } from '#core/wiring/context.ts';
import type { BillingSetupOutcome, BillingSetupSessionRow } from '#core/db/billing-setup-repo.ts';
import type { CheckoutSessionRow } from '#core/db/checkout-repo.ts';
import { findInvoiceByTokenHash, invoiceLines } from '#core/db/invoices-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { billingSetupRedirect, completeBillingSetup, lookupBillingSetup, type SessionLookup } from '#core/domain/billing-setup.ts';
import { chargeLines, totalCents } from '#core/domain/checkout/charges.ts';
import { type CheckoutFailure, type CheckoutLookup, checkoutRedirect, failCheckout, lookupCheckout, payCheckout } from '#core/domain/checkout/hosted-checkout.ts';
import { stillPending } from '#core/domain/checkout/payment.ts';
import { sha256Hex } from '#core/domain/secrets.ts';
import { implementCardForm } from '../card-form-post.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp, AppEnv } from '../env.ts';
import { billingSetupFormPage, type SetupFormView } from '../pages/billing-setup-page.ts';
import { checkoutFormPage, type CheckoutFormView } from '../pages/checkout-page.ts';
import { INTER_FILE } from '../pages/hosted-style.ts';
import { HOSTED_PAGE_HEADERS, messagePage, pageAnswer } from '../pages/html.ts';
import { invoicePage } from '../pages/invoice-page.ts';

/** The hosted invoice page: its unguessable token is the credential. */
function registerInvoiceRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'invoicePage', ({ params }) => {
    const invoice = findInvoiceByTokenHash(core.db, sha256Hex(params.token));
    if (!invoice) return { status: 404, html: messagePage({ title: 'Invoice not found', message: 'This invoice link is not valid.', tone: 'error', next: 'Open the invoice from the link you were given after paying, or ask the application that sent you for it.' }), headers: HOSTED_PAGE_HEADERS };
    const teamName = findTeam(core.db, invoice.team_id)?.name ?? '';
    return { status: 200, html: invoicePage(invoice, invoiceLines(core.db, invoice.id), teamName), headers: HOSTED_PAGE_HEADERS };
  });
}

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
function registerHostedCheckoutRoutes(app: ContractApp, core: CoreContext): void {
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

/** The page for a link that cannot be used. */
function closedLinkPage(state: Exclude<SessionLookup['state'], 'open'>) {
  switch (state) {
    case 'unknown':
      return pageAnswer(404, messagePage({ title: 'Link not found', message: 'This billing setup link is not valid.', tone: 'error', next: NEW_LINK }));
    case 'used':
      return pageAnswer(410, messagePage({ title: 'Link already used', message: 'This billing setup link has already been used.', tone: 'error', next: NEW_LINK }));
    case 'expired':
      return pageAnswer(410, messagePage({ title: 'Link expired', message: 'This billing setup link has expired.', tone: 'error', next: NEW_LINK }));
  }
}

const OUTCOME_PAGES: Record<BillingSetupOutcome, Parameters<typeof messagePage>[0]> = {
  setup_succeeded: { title: 'Billing set up', message: 'Your payment method is saved.', tone: 'ok', next: 'Invoices are paid with it from now on. You can close this window.' },
  missing_payment_method: { title: 'Billing setup incomplete', message: 'The card was accepted but left no reusable payment method.', tone: 'error', next: 'Ask for a new link and try another card.' },
  checkout_not_fulfilled: { title: 'Billing setup cancelled', message: 'No payment method was saved.', tone: 'info', next: 'Billing stays as it was. You can close this window.' },
};

function finish(core: CoreContext, session: BillingSetupSessionRow, outcome: BillingSetupOutcome, subscribe: boolean) {
  if (!completeBillingSetup(core, session, outcome, subscribe)) return closedLinkPage('used');
  const target = billingSetupRedirect(session, outcome);
  if (target) return { status: 303 as const, headers: { Location: target } };
  return pageAnswer(200, messagePage(OUTCOME_PAGES[outcome]));
}

/**
 * Hosted billing setup: a server-rendered form posted back to the same URL.
 * Every link is bound to one team by its token; the form names no team.
 */
function registerBillingSetupRoutes(app: ContractApp, core: CoreContext): void {
  implementCardForm(app, core, 'billingSetup', (partner) => {
    const view = (c: Context<AppEnv>, session: BillingSetupSessionRow): SetupFormView => ({
      action: new URL(c.req.url).pathname,
      teamName: findTeam(core.db, session.team_id)?.name ?? 'your team',
      returnsToPartner: partner,
    });
    return {
      lookup: (token) => lookupBillingSetup(core, token, partner),
      closed: closedLinkPage,
      page: (c, session, problem) => billingSetupFormPage({ ...view(c, session), ...problem }),
      cancelled: (session) => finish(core, session, 'checkout_not_fulfilled', false),
      taken: (session, card, subscribe) => (card === 'succeeds' ? finish(core, session, 'setup_succeeded', subscribe) : finish(core, session, 'missing_payment_method', false)),
    };
  });
}

let inter: Uint8Array | undefined;

/** The hosted pages' typeface, read once from its npm package (nothing is fetched from elsewhere). */
function registerHostedAssetRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'hostedAsset', () => {
    inter ??= new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(INTER_FILE)));
    return { status: 200, bytes: inter, headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=86400' } };
  });
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerInvoiceRoutes(app, core);
  registerHostedCheckoutRoutes(app, core);
  registerBillingSetupRoutes(app, core);
  registerHostedAssetRoutes(app, core);
}
