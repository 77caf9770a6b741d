import type { CoreContext } from '#core/wiring/context.ts';
import { getSetting } from '#core/db/settings-repo.ts';
import { findQrCodeById, listTeamCampaigns, listTeamQrCodes, listTeams } from '#core/db/sandbox-inspect-repo.ts';
import { listTeamProductKeys } from '#core/db/team-product-keys-repo.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { campaignMetrics, sandboxSwitches } from '#core/domain/campaign-view.ts';
import { scanCode, trackedUrl } from '#core/domain/smart-qr/tracked-codes.ts';
import { createSubscription, listSubscriptions } from '#core/webhooks/subscriptions.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** What the console shows of any team: teams, campaigns, QR codes and simulated scans, webhook subscriptions. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxTeams', () => {
    const demo = getSetting(core.db, 'demo_team_id');
    return {
      status: 200,
      body: listTeams(core.db).map((team) => ({ teamId: team.id, name: team.name, kind: team.kind, demo: team.id === demo, subscription: team.subscription, paymentMethod: team.payment_method, createdAt: team.created_at })),
    };
  });

  implement(app, core, 'sandboxTeamCampaigns', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return {
      status: 200,
      body: listTeamCampaigns(core.db, params.teamId).map((row) => ({
        campaignId: row.id,
        name: row.name,
        status: row.status,
        frequency: row.frequency,
        hidden: row.hidden === 1,
        ...sandboxSwitches(row),
        metrics: campaignMetrics(core, row.id),
        createdAt: row.created_at,
      })),
    };
  });

  implement(app, core, 'sandboxTeamQrCodes', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return {
      status: 200,
      body: listTeamQrCodes(core.db, params.teamId, 500).map((row) => ({
        id: row.id,
        recipientId: row.recipient_id,
        recipientName: `${row.first_name} ${row.last_name}`.trim(),
        campaignId: row.campaign_id,
        side: row.side,
        slotId: row.slot_id,
        destination: row.destination,
        trackedUrl: trackedUrl(core, row.code),
        scans: row.scans,
        lastScanAt: row.last_scan_at,
      })),
    };
  });

  implement(app, core, 'sandboxSimulateScan', ({ params, body }) => {
    const qr = findQrCodeById(core.db, params.qrCodeId);
    if (!qr) throw new HttpError(404, 'QR code not found');
    const { scan, event } = scanCode(core, qr, { userAgent: body.userAgent, place: body.place });
    return { status: 201, body: { scanId: scan.id, qrCodeId: qr.id, scannedAt: scan.scanned_at, userAgent: scan.user_agent, place: scan.place ?? null, eventId: event.eventId, deliveryIds: event.deliveryIds } };
  });

  implement(app, core, 'sandboxGetTeamProductKeys', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return { status: 200, body: { teamId: params.teamId, keys: listTeamProductKeys(core.db, params.teamId) } };
  });

  implement(app, core, 'sandboxTeamWebhooks', ({ params }) => {
    requireTeam(core.db, params.teamId);
    return { status: 200, body: listSubscriptions(core, params.teamId) };
  });

  implement(app, core, 'sandboxTeamWebhookCreate', async ({ params, body }) => {
    requireTeam(core.db, params.teamId);
    return { status: 201, body: await createSubscription(core, params.teamId, body) };
  });
}
