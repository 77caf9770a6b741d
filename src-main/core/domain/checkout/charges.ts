import { randomUUID } from 'node:crypto';
import { ATTACHMENT_PAGE_CENTS, ENVELOPE_CENTS, pieceCents } from '#shared/pricing.ts';
import { productById } from '#shared/products.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type CampaignRow, findCampaign } from '#core/db/campaigns-repo.ts';
import type { InvoiceLineRow } from '#core/db/invoices-repo.ts';
import type { RecipientRow } from '#core/db/recipients-repo.ts';

export type ChargeLine = Omit<InvoiceLineRow, 'invoice_id'>;

/** Invoice lines for recipients: pieces per product, envelopes and attachment pages, per campaign. */
export function chargeLines(core: CoreContext, teamId: string, recipients: readonly RecipientRow[]): ChargeLine[] {
  const byCampaign = new Map<string, RecipientRow[]>();
  for (const r of recipients) byCampaign.set(r.campaign_id, [...(byCampaign.get(r.campaign_id) ?? []), r]);
  const lines: ChargeLine[] = [];
  for (const [campaignId, rows] of byCampaign) {
    const campaign = findCampaign(core.db, teamId, campaignId) as CampaignRow;
    const product = productById(campaign.product_id);
    if (!product) continue;
    const line = (kind: ChargeLine['kind'], description: string, quantity: number, unit: number): ChargeLine => ({
      id: randomUUID(),
      campaign_id: campaignId,
      kind,
      description,
      quantity,
      unit_cents: unit,
      amount_cents: quantity * unit,
    });
    lines.push(line('pieces', `${product.name}: ${campaign.name}`, rows.length, pieceCents(product)));
    if (campaign.include_envelope === 1 && product.supportsEnvelope) lines.push(line('envelopes', `Envelopes: ${campaign.name}`, rows.length, ENVELOPE_CENTS));
    const pages = rows.reduce((sum, r) => sum + (r.attachment_pages ?? 0), 0);
    if (pages > 0) lines.push(line('attachment_pages', `Attachment pages: ${campaign.name}`, pages, ATTACHMENT_PAGE_CENTS));
  }
  return lines;
}

export const totalCents = (lines: readonly ChargeLine[]) => lines.reduce((sum, l) => sum + l.amount_cents, 0);
