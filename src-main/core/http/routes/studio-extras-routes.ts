import type { CoreContext } from '#core/wiring/context.ts';
import { saveTeamBrandKit, teamBrandKit } from '#core/domain/designs/brand-kit.ts';
import { starterThumbnail } from '#core/domain/designs/design-renders.ts';
import { designFieldCoverage } from '#core/domain/designs/field-coverage.ts';
import { listTeamStarters, removeTeamStarter, saveDesignAsStarter, starterOr404, starterSummary } from '#core/domain/designs/starters.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** The starter gallery, the brand kit and the merge-field coverage of a design (Inkpost extensions for the studio). */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'startersList', ({ auth }) => ({ status: 200, body: listTeamStarters(core, auth.teamId).map(starterSummary) }));
  implement(app, core, 'startersCreate', ({ auth, body }) => ({ status: 201, body: starterSummary(saveDesignAsStarter(core, auth.teamId, body)) }));
  implement(app, core, 'startersDelete', ({ auth, params }) => {
    removeTeamStarter(core, auth.teamId, params.starterId);
    return { status: 204 };
  });
  implement(app, core, 'startersThumbnail', async ({ auth, params, query }) => ({
    status: 200,
    bytes: await starterThumbnail(core, auth.teamId, starterOr404(core, auth.teamId, params.starterId), query.side ?? 'front'),
    headers: { 'Cache-Control': 'no-cache' },
  }));
  implement(app, core, 'brandKitGet', ({ auth }) => ({ status: 200, body: teamBrandKit(core, auth.teamId) }));
  implement(app, core, 'brandKitPut', ({ auth, body }) => ({ status: 200, body: saveTeamBrandKit(core, auth.teamId, body) }));
  implement(app, core, 'designsFieldCoverage', ({ auth, params, query }) => ({ status: 200, body: designFieldCoverage(core, auth.teamId, params.designId, query.fields) }));
}
