import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { billingSetupFormSchema } from '../../../../src-shared/schemas/billing-setup.ts';
import type { CoreContext } from '../../context.ts';
import type { BillingSetupOutcome, BillingSetupSessionRow } from '../../db/billing-setup-repo.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { billingSetupRedirect, completeBillingSetup, lookupBillingSetup, type SessionLookup } from '../../domain/billing-setup.ts';
import { expiryInFuture, testCardBehaviour } from '../../domain/test-cards.ts';
import type { AppEnv } from '../env.ts';
import { formString } from '../form-fields.ts';
import { billingMessagePage, billingSetupFormPage, type SetupFormView } from '../pages/billing-setup-page.ts';
import { HOSTED_PAGE_HEADERS } from '../pages/html.ts';

type FormValues = NonNullable<SetupFormView['values']>;

const html = (c: Context, body: string, status: ContentfulStatusCode = 200) => c.html(body, status, HOSTED_PAGE_HEADERS);

/** The page for a link that cannot be used, or undefined when it is open. */
function closedLinkPage(c: Context, lookup: SessionLookup): Response | undefined {
  switch (lookup.state) {
    case 'open':
      return undefined;
    case 'unknown':
      return html(c, billingMessagePage('Link not found', 'This billing setup link is not valid. Ask the application that sent you for a new link.'), 404);
    case 'used':
      return html(c, billingMessagePage('Link already used', 'This billing setup link has already been used. Ask the application that sent you for a new link.'), 410);
    case 'expired':
      return html(c, billingMessagePage('Link expired', 'This billing setup link has expired. Ask the application that sent you for a new link.'), 410);
  }
}

const OUTCOME_PAGES: Record<BillingSetupOutcome, [string, string]> = {
  setup_succeeded: ['Billing set up', 'Your payment method is saved. You can close this window.'],
  missing_payment_method: ['Billing setup incomplete', 'The card was accepted but left no reusable payment method. Ask for a new link and try another card.'],
  checkout_not_fulfilled: ['Billing setup cancelled', 'No payment method was saved. You can close this window.'],
};

function finish(c: Context, core: CoreContext, session: BillingSetupSessionRow, outcome: BillingSetupOutcome, subscribe: boolean): Response {
  if (!completeBillingSetup(core, session, outcome, subscribe)) return closedLinkPage(c, { state: 'used', session }) as Response;
  const target = billingSetupRedirect(session, outcome);
  if (target) return c.redirect(target, 303);
  const [title, message] = OUTCOME_PAGES[outcome];
  return html(c, billingMessagePage(title, message));
}

/**
 * Hosted billing setup: a server-rendered form posted back to the same URL.
 * Every link is bound to one team by its token; the form names no team.
 */
export function registerBillingSetupRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const families = [
    { page: ROUTES.billingSetupPage.path, submit: ROUTES.billingSetupSubmit.path, partner: false },
    { page: ROUTES.partnerBillingSetupPage.path, submit: ROUTES.partnerBillingSetupSubmit.path, partner: true },
  ];
  for (const family of families) {
    const view = (c: Context, session: BillingSetupSessionRow): SetupFormView => ({
      action: new URL(c.req.url).pathname,
      teamName: findTeam(core.db, session.team_id)?.name ?? 'your team',
      returnsToPartner: family.partner,
    });

    app.get(family.page, (c) => {
      const lookup = lookupBillingSetup(core, c.req.param('token') ?? '', family.partner);
      if (lookup.state !== 'open') return closedLinkPage(c, lookup) as Response;
      return html(c, billingSetupFormPage(view(c, lookup.session)));
    });

    app.post(family.submit, async (c) => {
      const lookup = lookupBillingSetup(core, c.req.param('token') ?? '', family.partner);
      if (lookup.state !== 'open') return closedLinkPage(c, lookup) as Response;
      const session = lookup.session;
      const type = c.req.header('content-type') ?? '';
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
        return html(c, billingMessagePage('Unsupported form', 'Submit the billing setup form from its page.'), 415);
      }
      const body = await c.req.parseBody();
      if (formString(body, 'action') === 'cancel') return finish(c, core, session, 'checkout_not_fulfilled', false);

      const values: FormValues = {
        cardholderName: formString(body, 'cardholderName'),
        cardNumber: formString(body, 'cardNumber'),
        expiry: formString(body, 'expiry'),
        cvc: formString(body, 'cvc'),
        subscribe: formString(body, 'subscribe'),
      };
      const rerender = (status: ContentfulStatusCode, error: string, fieldErrors: SetupFormView['fieldErrors'] = {}) =>
        html(c, billingSetupFormPage({ ...view(c, session), values, error, fieldErrors }), status);

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
      if (behaviour === 'no_reusable_payment_method') return finish(c, core, session, 'missing_payment_method', false);
      return finish(c, core, session, 'setup_succeeded', form.subscribe === 'on');
    });
  }
}
