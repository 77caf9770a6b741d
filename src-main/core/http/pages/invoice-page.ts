import { formatCents } from '#shared/pricing.ts';
import type { InvoiceLineRow, InvoiceRow } from '#core/db/invoices-repo.ts';
import { escapeHtml, htmlPage } from './html.ts';

/** The hosted invoice page behind invoiceUrl. */
export function invoicePage(invoice: InvoiceRow, lines: readonly InvoiceLineRow[], teamName: string): string {
  const rows = lines
    .map((l) => `<tr><td>${escapeHtml(l.description)}</td><td class="num">${l.quantity}</td><td class="num">${formatCents(l.unit_cents)}</td><td class="num">${formatCents(l.amount_cents)}</td></tr>`)
    .join('');
  return htmlPage(
    `Invoice ${invoice.number}`,
    `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p data-testid="invoice-status">Paid ${escapeHtml(invoice.paid_at.slice(0, 10))} by ${escapeHtml(teamName)}</p>
<table class="items" data-testid="invoice-lines">
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Each</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="3">Total (${escapeHtml(invoice.currency.toUpperCase())})</th><th class="num" data-testid="invoice-total">${formatCents(invoice.total_cents)}</th></tr></tfoot>
</table>`,
  );
}
