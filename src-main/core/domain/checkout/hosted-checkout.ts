import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { attachInvoice, type CheckoutSessionRow, closeCheckoutSession, findCheckoutSessionByHash } from '#core/db/checkout-repo.ts';
import { updateTeamSettings } from '#core/db/teams-repo.ts';
import { sha256Hex } from '../secrets.ts';
import { recordPayment, stillPending } from './payment.ts';

export type CheckoutLookup =
  | { state: 'open'; session: CheckoutSessionRow }
  | { state: 'unknown' }
  | { state: 'paid' | 'failed' | 'superseded' | 'expired'; session: CheckoutSessionRow };

export type CheckoutFailure = 'checkout_not_fulfilled' | 'missing_payment_method';

/** Finds a session by its secret; a token only works on the URL family it was issued for. */
export function lookupCheckout(core: CoreContext, token: string, partner: boolean): CheckoutLookup {
  const session = findCheckoutSessionByHash(core.db, sha256Hex(token));
  if (!session || (session.redirect_url !== null) !== partner) return { state: 'unknown' };
  if (session.status !== 'open') return { state: session.status, session };
  if (core.clock.nowMs() >= session.expires_at_ms) return { state: 'expired', session };
  return { state: 'open', session };
}

/** Pays once: undefined when the session was closed meanwhile (a completed session cannot be paid twice). */
export function payCheckout(core: CoreContext, session: CheckoutSessionRow): { invoiceUrl: string } | undefined {
  return core.db.transaction(() => {
    if (!closeCheckoutSession(core.db, session.id, 'paid', null, null, nowIso(core.clock))) return undefined;
    const recipients = stillPending(core, JSON.parse(session.recipient_ids_json) as string[]);
    const payment = recordPayment(core, session.team_id, recipients, session.cart_id);
    attachInvoice(core.db, session.id, payment.invoiceId);
    // The card used is kept on file: later campaign checkouts pay at once.
    updateTeamSettings(core.db, session.team_id, { paymentMethod: 'valid' }, nowIso(core.clock));
    return { invoiceUrl: payment.invoiceUrl };
  })();
}

export function failCheckout(core: CoreContext, session: CheckoutSessionRow, reason: CheckoutFailure): boolean {
  return closeCheckoutSession(core.db, session.id, 'failed', reason, null, nowIso(core.clock));
}

/** The partner's redirect URL with the outcome signals of the spec. */
export function checkoutRedirect(session: CheckoutSessionRow, outcome: { paid: true } | { paid: false; reason: CheckoutFailure }): string | undefined {
  if (!session.redirect_url) return undefined;
  const url = new URL(session.redirect_url);
  url.searchParams.set('status', outcome.paid ? 'payment_succeeded' : 'payment_failed');
  if (session.campaign_id) url.searchParams.set('campaignId', session.campaign_id);
  if (!outcome.paid) url.searchParams.set('reason', outcome.reason);
  return url.toString();
}
