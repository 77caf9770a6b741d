import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { getSetting } from '#core/db/settings-repo.ts';
import { listTeams } from '#core/db/sandbox-inspect-repo.ts';
import { clearTables, purgeTeams } from '#core/db/team-purge-repo.ts';
import { findTeam, updateTeamSettings } from '#core/db/teams-repo.ts';
import { seedDemoTemplate } from '#core/domain/seed.ts';
import { requireTeam } from '#core/domain/teams.ts';

/** The switches a team starts with: the demo team ready to send, any other team as provisioned. */
function startingSwitches(demo: boolean) {
  return { subscription: demo ? 'active' : 'none', paymentMethod: demo ? 'valid' : 'none', generateApi: demo, attachments: false, externalIdUpsert: false, allowPrivateWebhooks: false, homeCountry: null } as const;
}

function removeStoredFiles(core: CoreContext, teamId?: string): void {
  rmSync(join(core.storageDir, 'teams', ...(teamId ? [teamId] : [])), { recursive: true, force: true });
}

/**
 * One team back to how it started: its campaigns, recipients, templates,
 * webhooks, carts, invoices, scans, product keys, faults and rendered files
 * gone; its users and keys kept; its switches as at start (the demo team gets
 * its default template again).
 */
export function resetTeam(core: CoreContext, teamId: string): void {
  requireTeam(core.db, teamId);
  const demo = getSetting(core.db, 'demo_team_id') === teamId;
  core.requestLog.flush();
  core.db.transaction(() => {
    purgeTeams(core.db, [teamId], false);
    const now = nowIso(core.clock);
    updateTeamSettings(core.db, teamId, startingSwitches(demo), now);
    if (demo) seedDemoTemplate(core.db, teamId, now);
  })();
  core.faults.reload();
  removeStoredFiles(core, teamId);
}

/**
 * The whole sandbox as first seeded: teams other than the demo partner and the
 * demo team deleted (with their keys), those two reset, the request log,
 * faults, receivers and the queue emptied, the clock back to real time. The
 * demo keys, the admin token and the server settings stay.
 */
export function resetSandbox(core: CoreContext): void {
  const keep = [getSetting(core.db, 'partner_team_id'), getSetting(core.db, 'demo_team_id')].filter((id): id is string => Boolean(id));
  core.requestLog.flush();
  core.db.transaction(() => {
    purgeTeams(core.db, listTeams(core.db).map((team) => team.id).filter((id) => !keep.includes(id)), true);
    purgeTeams(core.db, keep, false);
    clearTables(core.db, ['jobs', 'request_log', 'receiver_messages', 'sandbox_faults']);
    const now = nowIso(core.clock);
    for (const teamId of keep) {
      const demo = teamId === getSetting(core.db, 'demo_team_id');
      if (findTeam(core.db, teamId)?.kind === 'customer') updateTeamSettings(core.db, teamId, startingSwitches(demo), now);
      if (demo) seedDemoTemplate(core.db, teamId, now);
    }
    core.sandboxClock.reset();
  })();
  core.faults.reload();
  core.requestLog.reload();
  removeStoredFiles(core);
}
