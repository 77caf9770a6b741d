import type { Context } from 'hono';
import { billingSetupFormSchema } from '#shared/schemas/billing-setup.ts';
import type { CoreContext } from '#core/context.ts';
import type { BillingSetupOutcome, BillingSetupSessionRow } from '#core/db/billing-setup-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { billingSetupRedirect, completeBillingSetup, lookupBillingSetup, type SessionLookup } from '#core/domain/billing-setup.ts';
import { expiryInFuture, testCardBehaviour } from '#core/domain/test-cards.ts';
import { implement } from '../contract/implement.ts';
import type { AppEnv, ContractApp } from '../env.ts';
import { formString, readForm, UNREADABLE_FORM } from '../form-fields.ts';
import { billingSetupFormPage, type SetupFormView } from '../pages/billing-setup-page.ts';
import { HOSTED_PAGE_HEADERS, messagePage } from '../pages/html.ts';

type FormValues = NonNullable<SetupFormView['values']>;

const page = <S extends number>(status: S, html: string) => ({ status, html, headers: HOSTED_PAGE_HEADERS });

const NEW_LINK = 'Ask the application that sent you for a new link.';

/** The page for a link that cannot be used. */
function closedLinkPage(state: Exclude<SessionLookup['state'], 'open'>) {
  switch (state) {
    case 'unknown':
      return page(404, messagePage({ title: 'Link not found', message: 'This billing setup link is not valid.', tone: 'error', next: NEW_LINK }));
    case 'used':
      return page(410, messagePage({ title: 'Link already used', message: 'This billing setup link has already been used.', tone: 'error', next: NEW_LINK }));
    case 'expired':
      return page(410, messagePage({ title: 'Link expired', message: 'This billing setup link has expired.', tone: 'error', next: NEW_LINK }));
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
  return page(200, messagePage(OUTCOME_PAGES[outcome]));
}

/**
 * Hosted billing setup: a server-rendered form posted back to the same URL.
 * Every link is bound to one team by its token; the form names no team.
 */
export function registerBillingSetupRoutes(app: ContractApp, core: CoreContext): void {
  const families = [
    { page: 'billingSetupPage', submit: 'billingSetupSubmit', partner: false },
    { page: 'partnerBillingSetupPage', submit: 'partnerBillingSetupSubmit', partner: true },
  ] as const;
  for (const family of families) {
    const view = (c: Context<AppEnv>, session: BillingSetupSessionRow): SetupFormView => ({
      action: new URL(c.req.url).pathname,
      teamName: findTeam(core.db, session.team_id)?.name ?? 'your team',
      returnsToPartner: family.partner,
    });

    implement(app, core, family.page, ({ params, c }) => {
      const lookup = lookupBillingSetup(core, params.token, family.partner);
      if (lookup.state !== 'open') return closedLinkPage(lookup.state);
      return page(200, billingSetupFormPage(view(c, lookup.session)));
    });

    implement(app, core, family.submit, async ({ params, c }) => {
      const lookup = lookupBillingSetup(core, params.token, family.partner);
      if (lookup.state !== 'open') return closedLinkPage(lookup.state);
      const session = lookup.session;
      const type = c.req.header('content-type') ?? '';
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
        return page(415, messagePage({ title: 'Unsupported form', message: 'This address takes only the billing setup form.', tone: 'error', next: 'Open the billing setup link again and submit the form from its page.' }));
      }
      const body = await readForm(c);
      if (!body) return page(400, billingSetupFormPage({ ...view(c, session), error: UNREADABLE_FORM }));
      if (formString(body, 'action') === 'cancel') return finish(core, session, 'checkout_not_fulfilled', false);

      const values: FormValues = {
        cardholderName: formString(body, 'cardholderName'),
        cardNumber: formString(body, 'cardNumber'),
        expiry: formString(body, 'expiry'),
        cvc: formString(body, 'cvc'),
        subscribe: formString(body, 'subscribe'),
      };
      const rerender = <S extends 400 | 402>(status: S, error: string, fieldErrors: SetupFormView['fieldErrors'] = {}) => page(status, billingSetupFormPage({ ...view(c, session), values, error, fieldErrors }));

      const parsed = billingSetupFormSchema.safeParse(values);
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        return rerender(400, 'Check the highlighted fields.', fieldErrors);
      }
      const form = parsed.data;
      if (!expiryInFuture(form.expiry, core.clock.nowMs())) return rerender(400, 'Check the highlighted fields.', { expiry: 'This card has expired' });
      const behaviour = testCardBehaviour(form.cardNumber);
      if (!behaviour) {
        return rerender(400, 'This offline sandbox takes only the test cards listed below; never enter a real card number.', { cardNumber: 'Not a test card' });
      }
      if (behaviour === 'declined') return rerender(402, 'Your card was declined. Try another card.');
      if (behaviour === 'no_reusable_payment_method') return finish(core, session, 'missing_payment_method', false);
      return finish(core, session, 'setup_succeeded', form.subscribe === 'on');
    });
  }
}
