import { randomUUID } from 'node:crypto';
import type { Product } from '../../../../src-shared/products.ts';
import { nowIso } from '../../clock.ts';
import type { CoreContext } from '../../context.ts';
import { type CampaignRow, insertCampaign } from '../../db/campaigns-repo.ts';
import { insertTemplateWithVersion } from '../../db/templates-repo.ts';
import type { TeamRow } from '../../db/teams-repo.ts';

export const HIDDEN_HTML_PREFIX = '[hidden:html]';

/** HTML recipients carry their own creative; their hidden campaign points at a hidden, empty template. */
function hiddenTemplateId(core: CoreContext, teamId: string, product: Product, now: string): string {
  const existing = core.db
    .prepare("SELECT t.id FROM templates t JOIN template_versions v ON v.template_id = t.id WHERE t.team_id = ? AND t.status = 'hidden' AND v.product_id = ?")
    .get(teamId, product.id) as { id: string } | undefined;
  if (existing) return existing.id;
  const id = randomUUID();
  insertTemplateWithVersion(
    core.db,
    { id, team_id: teamId, name: `${HIDDEN_HTML_PREFIX} ${product.name}`, status: 'hidden', created_at: now, updated_at: now, published_at: now },
    { id: randomUUID(), template_id: id, version_number: 1, status: 'published', product_id: product.id, print_config: 'duplex', pages_json: '[]', created_at: now },
  );
  return id;
}

/**
 * The hidden one-time HTML campaign of a team for a product: the unpaid one is
 * reused; once paid, a new one is made (a paid one-time campaign takes no more
 * recipients). Subscription teams get their own, already ready, never in a cart.
 */
export function hiddenHtmlCampaign(core: CoreContext, team: TeamRow, product: Product, subscription: boolean): CampaignRow {
  const reusable = core.db
    .prepare(
      `SELECT * FROM campaigns WHERE team_id = ? AND hidden = 1 AND render_mode = 'html' AND product_id = ? AND billing_method = ?
       AND invoice_id IS NULL AND status IN ('pending', 'ready') ORDER BY created_at DESC LIMIT 1`,
    )
    .get(team.id, product.id, subscription ? 'subscription' : 'oneTime') as CampaignRow | undefined;
  if (reusable) return reusable;
  const now = nowIso(core.clock);
  const owner = core.db.prepare("SELECT email FROM users WHERE team_id = ? AND role = 'owner' LIMIT 1").get(team.id) as { email: string } | undefined;
  const row: CampaignRow = {
    id: randomUUID(),
    team_id: team.id,
    name: `${HIDDEN_HTML_PREFIX} ${product.name}`,
    status: subscription ? 'ready' : 'pending',
    delivery_method: 'directMail',
    frequency: 'oneTime',
    billing_method: subscription ? 'subscription' : 'oneTime',
    product_id: product.id,
    template_id: hiddenTemplateId(core, team.id, product, now),
    include_envelope: 0,
    envelope_sealed: 0,
    stamp_on_envelope: 0,
    shipping_address_id: null,
    shipping_address_json: null,
    return_address_id: null,
    return_address_json: null,
    tracking_email: owner?.email ?? '',
    batch_individually: 0,
    stamp_class: null,
    subscription_id: null,
    invoice_id: null,
    cart_id: null,
    print_house_override_id: null,
    render_mode: 'html',
    hidden: 1,
    direct_mail_handwriting_warning: null,
    created_at: now,
    updated_at: now,
    ready_at: subscription ? now : null,
    shipped_at: null,
    deleted_at: null,
  };
  insertCampaign(core.db, row);
  return row;
}
