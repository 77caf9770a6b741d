import type { Context } from 'hono';
import type { CoreContext } from '#core/context.ts';
import type { BillingSetupOutcome, BillingSetupSessionRow } from '#core/db/billing-setup-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { billingSetupRedirect, completeBillingSetup, lookupBillingSetup, type SessionLookup } from '#core/domain/billing-setup.ts';
import type { AppEnv, ContractApp } from '../env.ts';
import { implementCardForm } from '../card-form-post.ts';
import { billingSetupFormPage, type SetupFormView } from '../pages/billing-setup-page.ts';
import { messagePage, pageAnswer } from '../pages/html.ts';

const NEW_LINK = 'Ask the application that sent you for a new link.';

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
export function registerBillingSetupRoutes(app: ContractApp, core: CoreContext): void {
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
