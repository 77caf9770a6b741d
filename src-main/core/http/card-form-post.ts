import type { Context } from 'hono';
import { billingSetupFormSchema } from '#shared/schemas/billing-setup.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from './contract/implement.ts';
import type { AppEnv, ContractApp } from './env.ts';
import { expiryInFuture, testCardBehaviour } from '#core/domain/test-cards.ts';
import { formString, readForm, UNREADABLE_FORM } from './form-fields.ts';
import { messagePage, type PageAnswer, pageAnswer } from './pages/html.ts';

type CardFormField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc' | 'subscribe';

/** What the form page shows again when the post cannot be taken. */
export interface CardFormProblem {
  error: string;
  values?: Partial<Record<CardFormField, string>>;
  fieldErrors?: Record<string, string>;
}

export interface CardForm {
  /** The form as the payer knows it: 'billing setup', 'checkout'. */
  name: string;
  /** Whether it has the monthly subscription box. */
  subscribeBox: boolean;
  /** The form page again, with what to correct. */
  again: (status: 400 | 402, problem: CardFormProblem) => PageAnswer<400 | 402>;
}

/**
 * A hosted card form's post (billing setup, checkout) read as far as the sandbox's test cards decide
 * it. Answered here: not a form (415), unreadable (400), fields to correct (400), a card declined (402).
 * Left to the caller: the payer's cancel, and a card taken, with or without a reusable payment method.
 */
export type CardPost =
  | { answer: PageAnswer<400 | 402 | 415> }
  | { cancelled: true }
  | { card: 'succeeds' | 'no_reusable_payment_method'; subscribe: boolean };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

export async function readCardPost(core: CoreContext, c: Context, form: CardForm): Promise<CardPost> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    const html = messagePage({ title: 'Unsupported form', message: `This address takes only the ${form.name} form.`, tone: 'error', next: `Open the ${form.name} link again and submit the form from its page.` });
    return { answer: pageAnswer(415, html) };
  }
  const body = await readForm(c);
  if (!body) return { answer: form.again(400, { error: UNREADABLE_FORM }) };
  if (formString(body, 'action') === 'cancel') return { cancelled: true };

  const values: CardFormProblem['values'] = {
    cardholderName: formString(body, 'cardholderName'),
    cardNumber: formString(body, 'cardNumber'),
    expiry: formString(body, 'expiry'),
    cvc: formString(body, 'cvc'),
    ...(form.subscribeBox ? { subscribe: formString(body, 'subscribe') } : {}),
  };
  const again = (status: 400 | 402, error: string, fieldErrors: Record<string, string> = {}) => ({ answer: form.again(status, { values, error, fieldErrors }) });
  const parsed = billingSetupFormSchema.safeParse(values);
  if (!parsed.success) return again(400, 'Check the highlighted fields.', Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
  if (!expiryInFuture(parsed.data.expiry, core.clock.nowMs())) return again(400, 'Check the highlighted fields.', { expiry: 'This card has expired' });
  const behaviour = testCardBehaviour(parsed.data.cardNumber);
  if (!behaviour) return again(400, 'This offline sandbox takes only the test cards listed below; never enter a real card number.', { cardNumber: 'Not a test card' });
  if (behaviour === 'declined') return again(402, 'Your card was declined. Try another card.');
  return { card: behaviour, subscribe: parsed.data.subscribe === 'on' };
}

/**
 * The hosted card forms, each at two addresses (the app's own link, and the partner's that returns
 * to the partner): how the payer knows the form, and whether it offers the monthly subscription.
 */
const CARD_FORMS = {
  billingSetup: { name: 'billing setup', subscribeBox: true, addresses: [{ page: 'billingSetupPage', submit: 'billingSetupSubmit', partner: false }, { page: 'partnerBillingSetupPage', submit: 'partnerBillingSetupSubmit', partner: true }] },
  checkout: { name: 'checkout', subscribeBox: false, addresses: [{ page: 'checkoutPage', submit: 'checkoutSubmit', partner: false }, { page: 'partnerCheckoutPage', submit: 'partnerCheckoutSubmit', partner: true }] },
} as const;

/** What a taken or cancelled form comes to: the outcome page, back to the partner, or a link closed meanwhile. */
type Outcome = PageAnswer<200 | 404 | 410> | { status: 303; headers: { Location: string } };

/** A hosted card form served at a secret link: its session, its page and what its outcomes do. */
export interface HostedCardForm<S, C> {
  /** The session of the link's token: open, or in a state `closed` shows a page for. */
  lookup: (token: string) => Lookup<S, C>;
  closed: (state: C) => PageAnswer<404 | 410>;
  /** The form page of the session, with what to correct when there is something. */
  page: (c: Context<AppEnv>, session: S, problem?: CardFormProblem) => string;
  cancelled: (session: S) => Outcome;
  /** A test card was taken: 'succeeds', or 'no_reusable_payment_method'; subscribe: the box was ticked. */
  taken: (session: S, card: TakenCard, subscribe: boolean) => Outcome;
}

type TakenCard = Extract<CardPost, { card: unknown }>['card'];

type Lookup<S, C> = { state: 'open'; session: S } | { state: C };
const isOpen = <S, C>(link: Lookup<S, C>): link is { state: 'open'; session: S } => link.state === 'open';

/** What the form's handlers read of a request: the link's token, and the request itself. */
interface LinkRequest {
  params: { token: string };
  c: Context<AppEnv>;
}

/**
 * Serves a hosted card form at both its addresses: GET shows the form, POST reads the card
 * (readCardPost) and hands on the outcome. formAt(partner) gives the form at each address.
 */
export function implementCardForm<S, C>(app: ContractApp, core: CoreContext, kind: keyof typeof CARD_FORMS, formAt: (partner: boolean) => HostedCardForm<S, C>): void {
  const { name, subscribeBox, addresses } = CARD_FORMS[kind];
  for (const address of addresses) {
    const form = formAt(address.partner);
    implement(app, core, address.page, ({ params, c }: LinkRequest) => {
      const link = form.lookup(params.token);
      return isOpen(link) ? pageAnswer(200, form.page(c, link.session)) : form.closed(link.state);
    });

    implement(app, core, address.submit, async ({ params, c }: LinkRequest) => {
      const link = form.lookup(params.token);
      if (!isOpen(link)) return form.closed(link.state);
      const { session } = link;
      const again: CardForm['again'] = (status, problem) => pageAnswer(status, form.page(c, session, problem));
      const post = await readCardPost(core, c, { name, subscribeBox, again });
      if ('answer' in post) return post.answer;
      if ('cancelled' in post) return form.cancelled(session);
      return form.taken(session, post.card, post.subscribe);
    });
  }
}
