import { randomUUID } from 'node:crypto';
import { CHECKOUT_NEEDS_CAMPAIGN, checkoutBodySchema } from '#shared/schemas/checkout.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type CampaignRow, findCampaign } from '#core/db/campaigns-repo.ts';
import { cartCampaignIds, findCart } from '#core/db/carts-repo.ts';
import { insertCheckoutSession, supersedeOpenSessions } from '#core/db/checkout-repo.ts';
import { listPendingLiveRecipients, type RecipientRow } from '#core/db/recipients-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { ForbiddenError, InvalidInputError, InvalidStateError, ValidationError } from '#core/base/error-kinds.ts';
import { validate } from '../validate.ts';
import { newToken, sha256Hex } from '../secrets.ts';
import { chargeLines, totalCents } from './charges.ts';
import { recordPayment } from './payment.ts';

/** A checkout link works for 24 hours, once. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
export const CHECKOUT_PATH = '/checkout/';
export const PARTNER_CHECKOUT_PATH = '/partner-checkout/checkout/';

function pendingOf(core: CoreContext, campaignIds: readonly string[]): RecipientRow[] {
  return campaignIds.flatMap((id) => listPendingLiveRecipients(core.db, id));
}

/** Recipients whose documents could not be rendered cannot be paid for. */
function assertRenderable(recipients: readonly RecipientRow[]): void {
  const failed = recipients.filter((r) => r.render_status === 'failed');
  if (failed.length > 0) {
    throw new InvalidStateError('Checkout failed: some recipients failed validation', { recipients: failed.map((r) => ({ id: r.id, error: r.render_error })) });
  }
}

/** A fresh single-use hosted checkout link for exactly these recipients; older open links stop working. */
function newCheckoutLink(core: CoreContext, teamId: string, target: { campaignId: string | null; cartId: string | null; redirectUrl: string | null }, recipients: readonly RecipientRow[]) {
  const token = newToken();
  core.db.transaction(() => {
    supersedeOpenSessions(core.db, teamId, target.campaignId, target.cartId);
    insertCheckoutSession(core.db, {
      id: randomUUID(),
      team_id: teamId,
      token_hash: sha256Hex(token),
      campaign_id: target.campaignId,
      cart_id: target.cartId,
      redirect_url: target.redirectUrl,
      recipient_ids_json: JSON.stringify(recipients.map((r) => r.id)),
      total_cents: totalCents(chargeLines(core, teamId, recipients)),
      status: 'open',
      reason: null,
      invoice_id: null,
      expires_at_ms: Math.floor(core.clock.nowMs()) + CHECKOUT_TTL_MS,
      created_at: nowIso(core.clock),
      completed_at: null,
    });
  })();
  const path = `${target.redirectUrl ? PARTNER_CHECKOUT_PATH : CHECKOUT_PATH}${token}`;
  return { path, url: `${core.publicUrl()}${path}` };
}

/** The campaign's pending recipients, refused as checkout refuses them. */
function payableRecipients(core: CoreContext, campaign: CampaignRow): RecipientRow[] {
  if (campaign.frequency !== 'oneTime') throw new ForbiddenError('Campaign checkout is only for one-time campaigns');
  const recipients = pendingOf(core, [campaign.id]);
  if (recipients.length === 0) throw new InvalidStateError('The campaign has no pending recipients to check out', { campaign_id: campaign.id });
  assertRenderable(recipients);
  return recipients;
}

/** A hosted payment page for the campaign even with a card on file ("Pay with another card"). */
export function campaignPaymentPage(core: CoreContext, campaign: CampaignRow) {
  const teamId = campaign.team_id;
  const link = newCheckoutLink(core, teamId, { campaignId: campaign.id, cartId: null, redirectUrl: null }, payableRecipients(core, campaign));
  return { campaignId: campaign.id, checkoutUrl: link.url, next: link.path };
}

function checkoutCampaign(core: CoreContext, teamId: string, campaignId: string, redirectUrl: string | undefined) {
  const campaign = findCampaign(core.db, teamId, campaignId);
  if (!campaign) throw ValidationError.field('campaignId', 'Campaign not found');
  const recipients = payableRecipients(core, campaign);

  const team = findTeam(core.db, teamId);
  if (team?.payment_method === 'valid') {
    const { invoiceUrl } = core.db.transaction(() => recordPayment(core, teamId, recipients, null))();
    return { status: 'payment_succeeded' as const, campaignId: campaign.id, invoiceUrl };
  }
  // No card on file, or a card that declines: the customer completes payment (or recovers it) on the hosted page.
  const link = newCheckoutLink(core, teamId, { campaignId: campaign.id, cartId: null, redirectUrl: redirectUrl ?? null }, recipients);
  return redirectUrl
    ? { status: 'checkout_required' as const, campaignId: campaign.id, checkoutUrl: link.url }
    : { status: 'checkout_required' as const, campaignId: campaign.id, checkoutUrl: link.url, next: link.path };
}

function checkoutCart(core: CoreContext, teamId: string, cartId: string) {
  const cart = findCart(core.db, teamId, cartId);
  if (!cart || cart.status !== 'open') throw ValidationError.field('cartId', 'Not the active cart');
  const recipients = pendingOf(core, cartCampaignIds(core.db, cart.id));
  if (recipients.length === 0) throw new InvalidStateError('The cart has no pending recipients to check out', { cart_id: cart.id });
  assertRenderable(recipients);
  const campaignIds = [...new Set(recipients.map((r) => r.campaign_id))];
  const link = newCheckoutLink(core, teamId, { campaignId: null, cartId: cart.id, redirectUrl: null }, recipients);
  return { campaignIds, next: link.path, checkoutUrl: link.url };
}

/** POST /api/recipients/checkout. */
export function startCheckout(core: CoreContext, teamId: string, body: unknown) {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    const supported = Object.keys(fields).every((key) => ['campaignId', 'cartId', 'redirectUrl'].includes(key));
    if (supported && fields['campaignId'] === undefined && fields['cartId'] === undefined) throw new InvalidInputError(CHECKOUT_NEEDS_CAMPAIGN);
  }
  const input = validate(checkoutBodySchema, body);
  if (input.cartId !== undefined) return checkoutCart(core, teamId, input.cartId);
  if (input.campaignId === undefined) throw new InvalidInputError(CHECKOUT_NEEDS_CAMPAIGN);
  return checkoutCampaign(core, teamId, input.campaignId, input.redirectUrl);
}
