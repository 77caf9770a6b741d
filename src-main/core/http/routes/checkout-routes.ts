import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import type { CoreContext } from '../../context.ts';
import { findInvoiceByTokenHash, invoiceLines } from '../../db/invoices-repo.ts';
import { findTeam } from '../../db/teams-repo.ts';
import { activeCart, cartView } from '../../domain/carts.ts';
import { startCheckout } from '../../domain/checkout/start-checkout.ts';
import { sha256Hex } from '../../domain/secrets.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { invoicePage } from '../pages/invoice-page.ts';
import { billingMessagePage } from '../pages/billing-setup-page.ts';
import { HOSTED_PAGE_HEADERS } from '../pages/html.ts';
import { readJson } from '../validation.ts';

export function registerCheckoutRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.get(ROUTES.activeCart.path, requireKey(core, 'customer'), (c) => {
    const teamId = c.get('auth').teamId;
    return c.json(cartView(core, activeCart(core, teamId)));
  });

  app.post(ROUTES.checkout.path, requireKey(core, 'customer'), async (c) => {
    return c.json(startCheckout(core, c.get('auth').teamId, await readJson(c)));
  });

  // The hosted invoice page: its unguessable token is the credential.
  app.get(ROUTES.invoicePage.path, (c) => {
    const invoice = findInvoiceByTokenHash(core.db, sha256Hex(c.req.param('token')));
    if (!invoice) return c.html(billingMessagePage('Invoice not found', 'This invoice link is not valid.'), 404, HOSTED_PAGE_HEADERS);
    const teamName = findTeam(core.db, invoice.team_id)?.name ?? '';
    return c.html(invoicePage(invoice, invoiceLines(core.db, invoice.id), teamName), 200, HOSTED_PAGE_HEADERS);
  });
}
