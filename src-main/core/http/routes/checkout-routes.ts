import type { CoreContext } from '#core/context.ts';
import { findInvoiceByTokenHash, invoiceLines } from '#core/db/invoices-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { campaignOr404 } from '#core/domain/campaigns.ts';
import { activeCart, cartView } from '#core/domain/carts.ts';
import { campaignPaymentPage, startCheckout } from '#core/domain/checkout/start-checkout.ts';
import { sha256Hex } from '#core/domain/secrets.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HOSTED_PAGE_HEADERS, messagePage } from '../pages/html.ts';
import { invoicePage } from '../pages/invoice-page.ts';

export function registerCheckoutRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'activeCart', ({ auth }) => ({ status: 200, body: cartView(core, activeCart(core, auth.teamId)) }));

  implement(app, core, 'checkout', ({ auth, body }) => ({ status: 200, body: startCheckout(core, auth.teamId, body) }));

  implement(app, core, 'campaignPaymentPage', ({ auth, params }) => ({ status: 200, body: campaignPaymentPage(core, campaignOr404(core, auth.teamId, params.campaignId)) }));

  // The hosted invoice page: its unguessable token is the credential.
  implement(app, core, 'invoicePage', ({ params }) => {
    const invoice = findInvoiceByTokenHash(core.db, sha256Hex(params.token));
    if (!invoice) return { status: 404, html: messagePage({ title: 'Invoice not found', message: 'This invoice link is not valid.', tone: 'error', next: 'Open the invoice from the link you were given after paying, or ask the application that sent you for it.' }), headers: HOSTED_PAGE_HEADERS };
    const teamName = findTeam(core.db, invoice.team_id)?.name ?? '';
    return { status: 200, html: invoicePage(invoice, invoiceLines(core.db, invoice.id), teamName), headers: HOSTED_PAGE_HEADERS };
  });
}
