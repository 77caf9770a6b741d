import { randomUUID } from 'node:crypto';
import { CURRENCY } from '#shared/pricing.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { markOneTimeCampaignPaid } from '#core/db/campaigns-repo.ts';
import { completeCart } from '#core/db/carts-repo.ts';
import { insertInvoice, nextInvoiceNumber } from '#core/db/invoices-repo.ts';
import { findPendingLiveRecipient, markPendingRecipientReady, type RecipientRow } from '#core/db/recipients-repo.ts';
import { newToken, sha256Hex } from '../secrets.ts';
import { chargeLines, totalCents } from './charges.ts';

export const INVOICE_PATH = '/invoices/';

/** The given recipients that are still pending and live (testing recipients are never charged). */
export function stillPending(core: CoreContext, recipientIds: readonly string[]): RecipientRow[] {
  return recipientIds.map((id) => findPendingLiveRecipient(core.db, id)).filter((r): r is RecipientRow => r !== undefined);
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
  for (const r of recipients) markPendingRecipientReady(core.db, r.id, now);
  const campaignIds = [...new Set(recipients.map((r) => r.campaign_id))];
  for (const id of campaignIds) markOneTimeCampaignPaid(core.db, teamId, id, invoiceId, now);
  if (cartId) completeCart(core.db, cartId, now);
  return { invoiceId, invoiceUrl: `${core.publicUrl()}${INVOICE_PATH}${token}` };
}
