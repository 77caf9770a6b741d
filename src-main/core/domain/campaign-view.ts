import type { Campaign, CampaignMetrics } from '#shared/contract/campaigns.ts';
import type { Address } from '#shared/contract/common.ts';
import { productById } from '#shared/products.ts';
import type { CoreContext } from '../wiring/context.ts';
import type { CampaignRow } from '../db/campaigns-repo.ts';
import { countByStatus, latestRenderedRecipientId, RECIPIENT_STATUSES } from '../db/recipients-repo.ts';
import { findPublishedTemplate } from '../db/templates-repo.ts';
import { templateVariables } from './template-variables.ts';
import { productSummary } from './templates.ts';

/** Counts per recipient status of the campaign. */
export function campaignMetrics(core: CoreContext, campaignId: string): CampaignMetrics {
  const counts = countByStatus(core.db, campaignId);
  const metrics: CampaignMetrics = { total: 0, pending: 0, invalid: 0, ready: 0, printing: 0, shipped: 0, delivered: 0, deleted: 0 };
  for (const status of RECIPIENT_STATUSES) {
    metrics[status] = counts[status] ?? 0;
    metrics.total += metrics[status];
  }
  return metrics;
}

/** The campaign's sandbox switches (migration 5's 0/1 columns) as the console shows them. */
export function sandboxSwitches(row: Pick<CampaignRow, 'testing' | 'activation_in_progress'>): { testing: boolean; activationInProgress: boolean } {
  return { testing: row.testing === 1, activationInProgress: row.activation_in_progress === 1 };
}

function latestRecipient(core: CoreContext, campaignId: string): { id: string } | null {
  const id = latestRenderedRecipientId(core.db, campaignId);
  return id ? { id } : null;
}

const parseAddress = (json: string | null): Address | null => (json ? (JSON.parse(json) as Address) : null);

/** The full Campaign object of the spec, as every campaign endpoint returns it. */
export function campaignView(core: CoreContext, row: CampaignRow): Campaign {
  const product = productById(row.product_id);
  if (!product) throw new Error(`Campaign ${row.id} names unknown product ${row.product_id}`);
  const template = findPublishedTemplate(core.db, row.team_id, row.template_id);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    delivery_method: row.delivery_method,
    frequency: row.frequency,
    billing_method: row.billing_method,
    product_id: row.product_id,
    template_id: row.template_id,
    include_envelope: row.include_envelope === 1,
    envelope_sealed: row.envelope_sealed === 1,
    stamp_on_envelope: row.stamp_on_envelope === 1,
    shipping_address_id: row.shipping_address_id,
    return_address_id: row.return_address_id,
    shipping_address: parseAddress(row.shipping_address_json),
    return_address: parseAddress(row.return_address_json),
    tracking_email: row.tracking_email,
    batch_individually: row.batch_individually === 1,
    stamp_class: row.stamp_class,
    subscription_id: row.subscription_id,
    invoice_id: row.invoice_id,
    team_id: row.team_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ready_at: row.ready_at,
    shipped_at: row.shipped_at,
    deleted_at: row.deleted_at,
    print_house_override_id: row.print_house_override_id,
    render_mode: row.render_mode,
    latest_recipient: latestRecipient(core, row.id),
    template: { id: row.template_id, name: template?.template.name ?? '', render_mode: row.render_mode },
    product: productSummary(product, ['id', 'name', 'category', 'subcategory', 'standard', 'delivery_methods', 'alternate', 'product_family']),
    metrics: campaignMetrics(core, row.id),
    cart: row.cart_id ? { id: row.cart_id } : null,
    variables: template ? templateVariables(JSON.parse(template.version.pages_json)) : [],
    directMailHandwritingWarning: row.direct_mail_handwriting_warning,
  };
}
