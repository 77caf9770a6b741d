import { randomUUID } from 'node:crypto';
import { productById } from '#shared/products.ts';
import type { AddressInput } from '#shared/schemas/address.ts';
import type { CreateCampaignInput } from '#shared/schemas/campaigns.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { type CampaignRow, findCampaign, insertCampaign, markCampaignReady, newCampaignRow } from '../db/campaigns-repo.ts';
import { findTeam, type TeamRow } from '../db/teams-repo.ts';
import { findPublishedTemplate } from '../db/templates-repo.ts';
import { findTeamOwner } from '../db/users-repo.ts';
import { derivedBillingMethod, recurringEnabled } from './account-status.ts';
import { type DomainError, ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../base/error-kinds.ts';

const RECURRING_NOT_ENABLED = 'Recurring campaigns are not enabled for this team';

function teamOf(core: CoreContext, teamId: string): TeamRow {
  const team = findTeam(core.db, teamId);
  if (!team) throw new Error(`Team ${teamId} of an authenticated key is missing`);
  return team;
}

function storedAddress(address: AddressInput | undefined, type: 'return' | 'shipping'): { id: string | null; json: string | null } {
  if (!address) return { id: null, json: null };
  return { id: randomUUID(), json: JSON.stringify({ type, ...address }) };
}

/** Rules that depend on stored data: product, template, envelope support, recurring enabled. */
function checkCreatable(core: CoreContext, team: TeamRow, input: CreateCampaignInput): void {
  const product = productById(input.product_id);
  if (!product) throw ValidationError.field('product_id', 'Unknown product');
  const template = findPublishedTemplate(core.db, team.id, input.template_id);
  if (!template) throw ValidationError.field('template_id', 'No published template with this id in the team');
  if (template.version.product_id !== product.id) {
    const templateProduct = productById(template.version.product_id);
    throw ValidationError.field('template_id', `Template is laid out for ${templateProduct?.name ?? 'another product'}, not ${product.name}`);
  }
  if (!product.delivery_methods.includes(input.delivery_method)) throw ValidationError.field('delivery_method', `${product.name} cannot be sent by ${input.delivery_method}`);
  if (input.include_envelope && !product.supportsEnvelope) throw ValidationError.field('include_envelope', `${product.name} cannot include an envelope`);
  if (input.frequency === 'recurring' && !recurringEnabled(team)) throw new ForbiddenError(RECURRING_NOT_ENABLED);
}

/** Why a pending campaign cannot become ready now, or undefined when it can. */
function activationBlocker(team: TeamRow, campaign: CampaignRow): DomainError | undefined {
  const data = { campaign_id: campaign.id };
  if (campaign.frequency !== 'recurring') return new InvalidStateError('Only recurring campaigns can be activated', data);
  if (campaign.delivery_method !== 'directMail') return new InvalidStateError('Only directMail campaigns can be activated', data);
  if (!campaign.return_address_json) return new InvalidStateError('A return_address is required to activate a campaign', data);
  if (!recurringEnabled(team)) return new ForbiddenError(RECURRING_NOT_ENABLED, data);
  if (team.payment_method === 'declining') {
    return new InvalidStateError("Campaign activation failed: the subscription's payment method is declining; update it through billing setup and retry", data);
  }
  return undefined;
}

function activate(core: CoreContext, team: TeamRow, campaign: CampaignRow): void {
  const blocker = activationBlocker(team, campaign);
  if (blocker) throw blocker;
  markCampaignReady(core.db, campaign.id, derivedBillingMethod(team), nowIso(core.clock));
}

/**
 * Creates a pending campaign; with activate true it is then activated. A failed
 * activation leaves the campaign pending and names it in data.campaign_id so the
 * caller retries with /activate instead of creating another one.
 */
export function createCampaign(core: CoreContext, teamId: string, input: CreateCampaignInput): CampaignRow {
  const team = teamOf(core, teamId);
  checkCreatable(core, team, input);
  const now = nowIso(core.clock);
  const shipping = storedAddress(input.shipping_address, 'shipping');
  const returned = storedAddress(input.return_address, 'return');
  const row = newCampaignRow(now, {
    team_id: teamId,
    name: input.name,
    status: 'pending',
    delivery_method: input.delivery_method,
    frequency: input.frequency,
    billing_method: derivedBillingMethod(team),
    product_id: input.product_id,
    template_id: input.template_id,
    include_envelope: input.include_envelope ? 1 : 0,
    envelope_sealed: input.envelope_sealed ? 1 : 0,
    stamp_on_envelope: input.stamp_on_envelope ? 1 : 0,
    shipping_address_id: shipping.id,
    shipping_address_json: shipping.json,
    return_address_id: returned.id,
    return_address_json: returned.json,
    tracking_email: input.tracking_email ?? findTeamOwner(core.db, teamId)?.email ?? '',
    render_mode: 'standard',
    hidden: 0,
    ready_at: null,
  });
  insertCampaign(core.db, row);
  if (input.activate === true) activate(core, team, row);
  return campaignOr404(core, teamId, row.id);
}

export function campaignOr404(core: CoreContext, teamId: string, campaignId: string): CampaignRow {
  const campaign = findCampaign(core.db, teamId, campaignId);
  if (!campaign) throw new NotFoundError('Campaign not found');
  return campaign;
}

/** POST /activate: pending recurring campaign -> ready; an already ready one is returned as is. */
export function activateCampaign(core: CoreContext, teamId: string, campaignId: string): CampaignRow {
  const campaign = campaignOr404(core, teamId, campaignId);
  if (campaign.status === 'ready') return campaign;
  if (campaign.status !== 'pending') throw new InvalidStateError(`A ${campaign.status} campaign cannot be activated`, { campaign_id: campaign.id });
  activate(core, teamOf(core, teamId), campaign);
  return campaignOr404(core, teamId, campaignId);
}
