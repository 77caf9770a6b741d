import { randomUUID } from 'node:crypto';
import type { Product } from '#shared/products.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type CampaignRow, findCampaign, findOpenHiddenHtmlCampaign, insertCampaign, newCampaignRow } from '#core/db/campaigns-repo.ts';
import { findHiddenTemplateId, insertTemplateWithVersion, templateExists, type TemplateRow, type TemplateVersionRow } from '#core/db/templates-repo.ts';
import type { TeamRow } from '#core/db/teams-repo.ts';
import { findTeamOwner } from '#core/db/users-repo.ts';
import { newTemplateVersion } from '#core/domain/templates.ts';

export const HIDDEN_HTML_PREFIX = '[hidden:html]';

type PlannedTemplate = { id: string; rows?: [TemplateRow, TemplateVersionRow] };

/** HTML recipients carry their own creative; their hidden campaign points at a hidden, empty template (rows given when it is new). */
function hiddenTemplate(core: CoreContext, teamId: string, product: Product, now: string): PlannedTemplate {
  const existing = findHiddenTemplateId(core.db, teamId, product.id);
  if (existing) return { id: existing };
  const id = randomUUID();
  return {
    id,
    rows: [
      { id, team_id: teamId, name: `${HIDDEN_HTML_PREFIX} ${product.name}`, status: 'hidden', created_at: now, updated_at: now, published_at: now },
      newTemplateVersion({ templateId: id, productId: product.id, pages: [], now, printConfig: 'duplex' }),
    ],
  };
}

/** A hidden campaign an HTML recipient will join: stored by commit() inside the recipient's transaction. */
export interface PlannedHiddenCampaign {
  campaign: CampaignRow;
  /** Stores the campaign (and its template) unless it already exists; call inside the recipient's transaction. */
  commit(): void;
  /** The request is over (stored or refused): a plan no request still holds is forgotten. */
  release(): void;
}

interface InFlight {
  campaign: CampaignRow;
  template: PlannedTemplate;
  holders: number;
}

// New campaigns planned by requests still rendering, per database: concurrent
// first requests for the same product share one, and a refused request stores none.
const inFlight = new WeakMap<object, Map<string, InFlight>>();

/**
 * The hidden one-time HTML campaign of a team for a product: the unpaid one is
 * reused; once paid, a new one is made (a paid one-time campaign takes no more
 * recipients). Subscription teams get their own, already ready, never in a cart.
 */
export function planHiddenHtmlCampaign(core: CoreContext, team: TeamRow, product: Product, subscription: boolean): PlannedHiddenCampaign {
  const existing = reusableCampaign(core, team, product, subscription);
  if (existing) return { campaign: existing, commit: () => undefined, release: () => undefined };
  const plans = inFlight.get(core.db) ?? new Map<string, InFlight>();
  inFlight.set(core.db, plans);
  const key = `${team.id}/${product.id}/${subscription}`;
  let plan = plans.get(key);
  if (!plan) {
    const now = nowIso(core.clock);
    const template = hiddenTemplate(core, team.id, product, now);
    plan = { campaign: hiddenCampaignRow(core, team, product, subscription, template.id, now), template, holders: 0 };
    plans.set(key, plan);
  }
  plan.holders++;
  const held = plan;
  let released = false;
  return {
    campaign: held.campaign,
    commit: () => {
      if (findCampaign(core.db, team.id, held.campaign.id)) return;
      if (held.template.rows && !templateExists(core.db, held.template.id)) insertTemplateWithVersion(core.db, ...held.template.rows);
      insertCampaign(core.db, held.campaign);
    },
    release: () => {
      if (released) return;
      released = true;
      if (--held.holders === 0 && plans.get(key) === held) plans.delete(key);
    },
  };
}

function reusableCampaign(core: CoreContext, team: TeamRow, product: Product, subscription: boolean): CampaignRow | undefined {
  return findOpenHiddenHtmlCampaign(core.db, team.id, product.id, subscription ? 'subscription' : 'oneTime');
}

function hiddenCampaignRow(core: CoreContext, team: TeamRow, product: Product, subscription: boolean, templateId: string, now: string): CampaignRow {
  const owner = findTeamOwner(core.db, team.id);
  return newCampaignRow(now, {
    team_id: team.id,
    name: `${HIDDEN_HTML_PREFIX} ${product.name}`,
    status: subscription ? 'ready' : 'pending',
    delivery_method: 'directMail',
    frequency: 'oneTime',
    billing_method: subscription ? 'subscription' : 'oneTime',
    product_id: product.id,
    template_id: templateId,
    include_envelope: 0,
    envelope_sealed: 0,
    stamp_on_envelope: 0,
    shipping_address_id: null,
    shipping_address_json: null,
    return_address_id: null,
    return_address_json: null,
    tracking_email: owner?.email ?? '',
    render_mode: 'html',
    hidden: 1,
    ready_at: subscription ? now : null,
  });
}
