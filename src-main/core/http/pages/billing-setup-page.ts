import { type CardFieldsView, cardFields, testCardTable } from './card-fields.ts';
import { h, hostedPage, nextStep } from './html.ts';

export interface SetupFormView extends CardFieldsView {
  action: string;
  teamName: string;
  returnsToPartner: boolean;
  error?: string;
  values?: Partial<Record<'cardholderName' | 'cardNumber' | 'expiry' | 'cvc' | 'subscribe', string>>;
}

/** The hosted billing setup form: a payment method and an optional monthly subscription. */
export function billingSetupFormPage(view: SetupFormView): string {
  const back = view.returnsToPartner ? 'you go back to the application that sent you here' : 'this page confirms it';
  return hostedPage(
    'Set up billing',
    h`<h1>Set up billing for ${view.teamName}</h1>
<p class="lead">Add a payment method: your campaigns' invoices are paid with it.</p>
${view.error ? h`<p class="error" role="alert" data-testid="form-error">${view.error}</p>` : ''}
<form method="post" action="${view.action}" data-testid="billing-setup-form">
${cardFields(view)}
<label class="check"><input type="checkbox" name="subscribe" value="on" data-testid="subscribe"${view.values?.subscribe === 'on' ? ' checked' : ''}> Start a monthly subscription (recurring campaigns and the generate API)</label>
${nextStep(`When you save, the card is kept for invoices (and the subscription starts, if ticked); then ${back}. Cancel leaves billing as it was.`)}
<div class="actions">
<button class="primary" type="submit" name="action" value="save" data-testid="submit">Save payment method</button>
<button type="submit" name="action" value="cancel" formnovalidate data-testid="cancel">Cancel</button>
</div>
</form>
${testCardTable()}`,
  );
}
