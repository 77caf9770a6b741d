import { formatCents } from '#shared/pricing.ts';
import type { InvoiceLineRow, InvoiceRow } from '#core/db/invoices-repo.ts';
import { itemsTable } from './checkout-page.ts';
import { h, hostedPage, nextStep } from './html.ts';

/** The hosted invoice page behind invoiceUrl. */
export function invoicePage(invoice: InvoiceRow, lines: readonly InvoiceLineRow[], teamName: string): string {
  const total = h`<tr><th scope="row" colspan="3">Total (${invoice.currency.toUpperCase()})</th><th class="num" data-testid="invoice-total">${formatCents(invoice.total_cents)}</th></tr>`;
  return hostedPage(
    `Invoice ${invoice.number}`,
    h`<p class="status ok">Paid</p>
<h1>Invoice ${invoice.number}</h1>
<p class="lead" data-testid="invoice-status">Paid ${invoice.paid_at.slice(0, 10)} by ${teamName}</p>
${itemsTable(lines, total, 'invoice-lines')}
${nextStep('Nothing more is due. The cards are printed and posted; this link keeps showing the invoice, so keep it for your records.')}`,
    { wide: true },
  );
}
