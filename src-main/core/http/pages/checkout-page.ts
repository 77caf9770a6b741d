import { formatCents } from '#shared/pricing.ts';
import type { ChargeLine } from '#core/domain/checkout/charges.ts';
import { type CardFieldsView, cardFields, testCardTable } from './card-fields.ts';
import { h, type Html, hostedPage, nextStep } from './html.ts';

export interface CheckoutFormView extends CardFieldsView {
  action: string;
  teamName: string;
  lines: readonly ChargeLine[];
  totalCents: number;
  returnsToPartner: boolean;
  error?: string;
}

/** What is charged, line by line, and the total (the checkout and the invoice). */
export function itemsTable(lines: readonly { description: string; quantity: number; unit_cents: number; amount_cents: number }[], total: Html, testId: string): Html {
  return h`<table class="items" data-testid="${testId}">
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Each</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${lines.map((l) => h`<tr><td>${l.description}</td><td class="num">${l.quantity}</td><td class="num">${formatCents(l.unit_cents)}</td><td class="num">${formatCents(l.amount_cents)}</td></tr>`)}</tbody>
<tfoot>${total}</tfoot>
</table>`;
}

/** The hosted checkout page: what is being paid for, the total, and a card form. */
export function checkoutFormPage(view: CheckoutFormView): string {
  const total = h`<tr><th scope="row" colspan="3">Total</th><th class="num" data-testid="checkout-total">${formatCents(view.totalCents)}</th></tr>`;
  const back = view.returnsToPartner ? 'you go back to the application that sent you here' : 'you get a link to the invoice';
  return hostedPage(
    'Checkout',
    h`<h1>Pay for your mail</h1>
<p class="lead">${view.teamName}: the recipients below are printed and posted once paid.</p>
${itemsTable(view.lines, total, 'checkout-items')}
${view.error ? h`<p class="error" role="alert" data-testid="form-error">${view.error}</p>` : ''}
<form method="post" action="${view.action}" data-testid="checkout-form">
${cardFields(view)}
${nextStep(`When you pay, the card is charged ${formatCents(view.totalCents)}, the cards go to the print house and ${back}. Cancel charges nothing.`)}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay" data-testid="pay">Pay ${formatCents(view.totalCents)}</button>
<button type="submit" name="action" value="cancel" formnovalidate data-testid="cancel">Cancel</button>
</div>
</form>
${testCardTable()}`,
    { wide: true },
  );
}
