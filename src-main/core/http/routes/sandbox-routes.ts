// The sandbox control plane's switches (contract/sandbox.ts): a recipient's QR codes, team product keys,
// fulfilment, campaign and team switches.
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { PRODUCT_KEYS } from '#shared/products.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type CampaignRow, findCampaignById, setCampaignActivationInProgress, setCampaignTesting } from '#core/db/campaigns-repo.ts';
import { qrCodesOfRecipient, scansOfCode } from '#core/db/qr-codes-repo.ts';
import { findRecipientById } from '#core/db/recipients-repo.ts';
import { listTeamProductKeys, replaceTeamProductKeys } from '#core/db/team-product-keys-repo.ts';
import { toTeamSettings, updateTeamSettings } from '#core/db/teams-repo.ts';
import { campaignView, sandboxSwitches } from '#core/domain/campaign-view.ts';
import { advanceCampaign, advanceRecipient } from '#core/domain/fulfilment.ts';
import { recipientDetail } from '#core/domain/recipients/recipient-view.ts';
import { trackedUrl } from '#core/domain/smart-qr/tracked-codes.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { CYCLE_DAYS, usageByCycle } from '#core/domain/usage-cycles.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** The sandbox's list of a recipient's Smart QR codes. */
function registerRecipientQrCodeRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxRecipientQrCodes', ({ params }) => {
    const recipient = findRecipientById(core.db, params.recipientId);
    if (!recipient) throw new HttpError(404, 'Recipient not found');
    const codes = qrCodesOfRecipient(core.db, recipient.id);
    const body = codes.map(({ id, side, slot_id, destination, code, created_at }) => ({ id, side, slot_id, destination, tracked_url: trackedUrl(core, code), scans: scansOfCode(core.db, id).length, created_at }));
    return { status: 200, body };
  });
}

/** Team-specific product keys for POST /api/recipients/html, each an alias of a catalog product. */
function registerSandboxProductKeyRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxTeamProductKeys', ({ params, body }) => {
    requireTeam(core.db, params.teamId);
    const bad = Object.entries(body.keys).filter(([, base]) => !PRODUCT_KEYS.includes(base));
    if (bad.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(bad.map(([key]) => ({ path: ['keys', key], message: `Must name a catalog product key: ${PRODUCT_KEYS.join(', ')}` }))));
    replaceTeamProductKeys(core.db, params.teamId, body.keys);
    return { status: 200, body: { teamId: params.teamId, keys: listTeamProductKeys(core.db, params.teamId) } };
  });
}

/** The emulator's print house: moves paid recipients through printing, shipped and delivered. */
function registerSandboxFulfilmentRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxAdvanceRecipient', ({ params }) => {
    const row = findRecipientById(core.db, params.recipientId);
    if (!row) throw new HttpError(404, 'Recipient not found');
    advanceRecipient(core, row);
    const updated = findRecipientById(core.db, row.id);
    if (!updated) throw new Error('recipient vanished');
    return { status: 200, body: recipientDetail(core, updated) };
  });

  implement(app, core, 'sandboxAdvanceCampaign', ({ params }) => {
    const campaign = findCampaignById(core.db, params.campaignId);
    if (!campaign) throw new HttpError(404, 'Campaign not found');
    advanceCampaign(core, campaign);
    return { status: 200, body: campaignView(core, findCampaignById(core.db, campaign.id) as CampaignRow) };
  });
}

/** Campaign switches of the emulator: testing mode, and an activation held in progress. */
function registerSandboxCampaignRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxPatchCampaign', ({ params, body }) => {
    const id = params.campaignId;
    if (!findCampaignById(core.db, id)) throw new HttpError(404, 'Campaign not found');
    if (body.testing !== undefined) setCampaignTesting(core.db, id, body.testing, nowIso(core.clock));
    if (body.activationInProgress !== undefined) setCampaignActivationInProgress(core.db, id, body.activationInProgress);
    const row = findCampaignById(core.db, id) as CampaignRow;
    return { status: 200, body: { campaignId: row.id, teamId: row.team_id, ...sandboxSwitches(row) } };
  });
}

/** The emulator's control plane for a team's billing and feature switches. */
function registerSandboxTeamRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxGetTeam', ({ params }) => ({ status: 200, body: toTeamSettings(requireTeam(core.db, params.teamId)) }));

  implement(app, core, 'sandboxTeamUsage', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return { status: 200, body: { teamId: params.teamId, cycleDays: CYCLE_DAYS, cycles: usageByCycle(core, params.teamId) } };
  });

  implement(app, core, 'sandboxPatchTeam', ({ params, body }) => {
    requireTeam(core.db, params.teamId);
    updateTeamSettings(core.db, params.teamId, body, nowIso(core.clock));
    return { status: 200, body: toTeamSettings(requireTeam(core.db, params.teamId)) };
  });
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerRecipientQrCodeRoutes(app, core);
  registerSandboxProductKeyRoutes(app, core);
  registerSandboxFulfilmentRoutes(app, core);
  registerSandboxCampaignRoutes(app, core);
  registerSandboxTeamRoutes(app, core);
}
