import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../../../src-shared/pricing.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { completeCart } from '../../db/carts-repo.ts';
import { insertInvoice, nextInvoiceNumber } from '../../db/invoices-repo.ts';
import type { RecipientRow } from '../../db/recipients-repo.ts';
import { newToken, sha256Hex } from '../secrets.ts';
import { chargeLines, totalCents } from './charges.ts';

export const INVOICE_PATH = '/invoices/';

/** The given recipients that are still pending and live (testing recipients are never charged). */
export function stillPending(core: CoreContext, recipientIds: readonly string[]): RecipientRow[] {
  const select = core.db.prepare("SELECT * FROM recipients WHERE id = ? AND status = 'pending' AND testing = 0");
  return recipientIds.map((id) => select.get(id) as RecipientRow | undefined).filter((r): r is RecipientRow => r !== undefined);
}

/**
 * A successful payment: one paid invoice for the recipients, who become ready
 * for fulfilment; their one-time campaigns are paid (they take no more
 * recipients) and ready; a paid cart is completed. Returns the hosted invoice URL.
 */
export function recordPayment(core: CoreContext, teamId: string, recipients: readonly RecipientRow[], cartId: string | null): { invoiceId: string; invoiceUrl: string } {
  const now = nowIso(core.clock);
  const lines = chargeLines(core, teamId, recipients);
  const token = newToken();
  const invoiceId = randomUUID();
  insertInvoice(
    core.db,
    {
      id: invoiceId,
      team_id: teamId,
      number: nextInvoiceNumber(core.db, new Date(core.clock.nowMs()).getUTCFullYear()),
      status: 'paid',
      total_cents: totalCents(lines),
      currency: CURRENCY,
      token_hash: sha256Hex(token),
      created_at: now,
      paid_at: now,
    },
    lines.map((line) => ({ ...line, invoice_id: invoiceId })),
  );
  const markReady = core.db.prepare("UPDATE recipients SET status = 'ready', updated_at = ? WHERE id = ? AND status = 'pending'");
  for (const r of recipients) markReady.run(now, r.id);
  const campaignIds = [...new Set(recipients.map((r) => r.campaign_id))];
  const payCampaign = core.db.prepare(
    "UPDATE campaigns SET invoice_id = ?, status = 'ready', ready_at = coalesce(ready_at, ?), updated_at = ? WHERE id = ? AND team_id = ? AND frequency = 'oneTime'",
  );
  for (const id of campaignIds) payCampaign.run(invoiceId, now, now, id, teamId);
  if (cartId) completeCart(core.db, cartId, now);
  return { invoiceId, invoiceUrl: `${core.publicUrl()}${INVOICE_PATH}${token}` };
}
