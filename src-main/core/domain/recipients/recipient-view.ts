import { productById } from '#shared/products.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { documentsOf } from '#core/db/documents-repo.ts';
import type { RecipientRow } from '#core/db/recipients-repo.ts';
import { findPublishedTemplate } from '#core/db/templates-repo.ts';

/** The flattened snake_case record of create responses (no documents, no preview URLs). */
export function recipientRecord(row: RecipientRow) {
  return {
    id: row.id,
    title: row.title,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    email: row.email,
    domain: row.domain,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    region: row.region,
    variables: JSON.parse(row.variables_json) as Record<string, unknown>,
    status: row.status,
    testing: row.testing === 1,
    team_id: row.team_id,
    campaign_id: row.campaign_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET /api/recipients/{id}: the record with its campaign summary, render state and documents. */
export function recipientDetail(core: CoreContext, row: RecipientRow) {
  const campaign = findCampaign(core.db, row.team_id, row.campaign_id);
  const product = campaign ? productById(campaign.product_id) : undefined;
  const template = campaign ? findPublishedTemplate(core.db, row.team_id, campaign.template_id) : undefined;
  return {
    ...recipientRecord(row),
    is_rendered: row.render_status === 'rendered',
    render_status: row.render_status,
    render_error: row.render_error,
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          status: campaign.status,
          product: { id: campaign.product_id, name: product?.name ?? '' },
          template: { id: campaign.template_id, name: template?.template.name ?? '', status: template?.template.status ?? 'active' },
          delivery_method: campaign.delivery_method,
          include_envelope: campaign.include_envelope === 1,
        }
      : null,
    documents: row.render_status === 'rendered' ? documentsOf(core.db, row.id).map((d) => ({ id: d.id, format: d.format, src: d.src, document: { type: d.type } })) : [],
  };
}
