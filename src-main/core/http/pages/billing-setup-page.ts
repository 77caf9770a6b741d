import { type CardFieldsView, cardFields, testCardTable } from './card-fields.ts';
import { escapeHtml, htmlPage } from './html.ts';

export interface SetupFormView extends CardFieldsView {
  action: string;
  teamName: string;
  returnsToPartner: boolean;
  error?: string;
  values?: Partial<Record<'cardholderName' | 'cardNumber' | 'expiry' | 'cvc' | 'subscribe', string>>;
}

/** The hosted billing setup form: a payment method and an optional monthly subscription. */
export function billingSetupFormPage(view: SetupFormView): string {
  const subscribed = view.values?.subscribe === 'on' ? 'checked' : '';
  return htmlPage(
    'Set up billing',
    `<h1>Set up billing for ${escapeHtml(view.teamName)}</h1>
<p>Add a payment method for invoices${view.returnsToPartner ? '; you will then return to the application that sent you here' : ''}.</p>
${view.error ? `<p class="error" role="alert" data-testid="form-error">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}" data-testid="billing-setup-form">
${cardFields(view)}
<label class="check"><input type="checkbox" name="subscribe" value="on" data-testid="subscribe" ${subscribed}> Start a monthly subscription (enables recurring campaigns)</label>
<button class="primary" type="submit" name="action" value="save" data-testid="submit">Save payment method</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate data-testid="cancel">Cancel</button>
</form>
${testCardTable()}`,
  );
}

/** A page that ends the flow: completed, cancelled, used, expired or unknown link. */
export function billingMessagePage(title: string, message: string): string {
  return htmlPage(title, `<h1 data-testid="page-title">${escapeHtml(title)}</h1><p data-testid="page-message">${escapeHtml(message)}</p>`);
}
