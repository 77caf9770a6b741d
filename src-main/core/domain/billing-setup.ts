import { randomUUID } from 'node:crypto';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import {
  type BillingSetupOutcome,
  type BillingSetupSessionRow,
  completeBillingSetupSession,
  findBillingSetupSessionByHash,
  insertBillingSetupSession,
} from '../db/billing-setup-repo.ts';
import { updateTeamSettings } from '../db/teams-repo.ts';
import { newToken, sha256Hex } from './secrets.ts';

/** A billing setup link works for 24 hours and once. */
export const BILLING_SETUP_TTL_MS = 24 * 60 * 60 * 1000;

export const BILLING_SETUP_PATH = '/billing/setup/';
export const PARTNER_BILLING_SETUP_PATH = '/partner-checkout/billing-setup/';

/**
 * A fresh single-use link bound to the team: only the token's hash is stored,
 * so the URL exists nowhere but in this response. With a redirect URL it is a
 * partner-checkout link that sends the customer back afterwards.
 */
export function createBillingSetupUrl(core: CoreContext, teamId: string, redirectUrl: string | undefined): string {
  const token = newToken();
  insertBillingSetupSession(core.db, {
    id: randomUUID(),
    team_id: teamId,
    token_hash: sha256Hex(token),
    redirect_url: redirectUrl ?? null,
    created_at: nowIso(core.clock),
    expires_at_ms: Math.floor(core.clock.nowMs()) + BILLING_SETUP_TTL_MS,
  });
  return `${core.publicUrl()}${redirectUrl ? PARTNER_BILLING_SETUP_PATH : BILLING_SETUP_PATH}${token}`;
}

export type SessionLookup =
  | { state: 'open'; session: BillingSetupSessionRow }
  | { state: 'unknown' }
  | { state: 'used'; session: BillingSetupSessionRow }
  | { state: 'expired'; session: BillingSetupSessionRow };

/** Finds a session by its token; `partner` says which URL family the token arrived on. */
export function lookupBillingSetup(core: CoreContext, token: string, partner: boolean): SessionLookup {
  const session = findBillingSetupSessionByHash(core.db, sha256Hex(token));
  // A token only works on the URL family it was issued for.
  if (!session || (session.redirect_url !== null) !== partner) return { state: 'unknown' };
  if (session.completed_at) return { state: 'used', session };
  if (core.clock.nowMs() >= session.expires_at_ms) return { state: 'expired', session };
  return { state: 'open', session };
}

/**
 * Records the outcome once and applies it to the session's own team. Returns
 * false when the session was completed by a concurrent request.
 */
export function completeBillingSetup(core: CoreContext, session: BillingSetupSessionRow, outcome: BillingSetupOutcome, subscribe: boolean): boolean {
  const now = nowIso(core.clock);
  return core.db.transaction(() => {
    if (!completeBillingSetupSession(core.db, session.id, outcome, now)) return false;
    if (outcome === 'setup_succeeded') {
      updateTeamSettings(core.db, session.team_id, subscribe ? { paymentMethod: 'valid', subscription: 'active' } : { paymentMethod: 'valid' }, now);
    }
    return true;
  })();
}

/** The partner's redirect URL with the outcome signals added to its query. */
export function billingSetupRedirect(session: BillingSetupSessionRow, outcome: BillingSetupOutcome): string | undefined {
  if (!session.redirect_url) return undefined;
  const url = new URL(session.redirect_url);
  url.searchParams.set('status', outcome === 'setup_succeeded' ? 'setup_succeeded' : 'setup_failed');
  url.searchParams.set('teamId', session.team_id);
  if (outcome !== 'setup_succeeded') url.searchParams.set('reason', outcome);
  return url.toString();
}
