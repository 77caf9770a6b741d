import { formatCents } from '#shared/pricing.ts';
import type { ChargeLine } from '#core/domain/checkout/charges.ts';
import { type CardFieldsView, cardFields, testCardTable } from './card-fields.ts';
import { escapeHtml, htmlPage } from './html.ts';

export interface CheckoutFormView extends CardFieldsView {
  action: string;
  teamName: string;
  lines: readonly ChargeLine[];
  totalCents: number;
  returnsToPartner: boolean;
  error?: string;
}

function itemsTable(lines: readonly ChargeLine[], totalCents: number): string {
  const rows = lines
    .map((l) => `<tr><td>${escapeHtml(l.description)}</td><td class="num">${l.quantity}</td><td class="num">${formatCents(l.unit_cents)}</td><td class="num">${formatCents(l.amount_cents)}</td></tr>`)
    .join('');
  return `<table class="items" data-testid="checkout-items">
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Each</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="3">Total</th><th class="num" data-testid="checkout-total">${formatCents(totalCents)}</th></tr></tfoot>
</table>`;
}

/** The hosted checkout page: what is being paid for, the total, and a card form. */
export function checkoutFormPage(view: CheckoutFormView): string {
  return htmlPage(
    'Checkout',
    `<h1>Pay for your mail</h1>
<p>${escapeHtml(view.teamName)}${view.returnsToPartner ? '; you will then return to the application that sent you here' : ''}.</p>
${itemsTable(view.lines, view.totalCents)}
${view.error ? `<p class="error" role="alert" data-testid="form-error">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}" data-testid="checkout-form">
${cardFields(view)}
<button class="primary" type="submit" name="action" value="pay" data-testid="pay">Pay ${formatCents(view.totalCents)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate data-testid="cancel">Cancel</button>
</form>
${testCardTable()}`,
  );
}
