import type { CoreContext } from '#core/wiring/context.ts';
import { designThumbnail, proofDesign } from '#core/domain/designs/design-renders.ts';
import { changeDesign, createDesign, deleteDesign, designOr404, designView, duplicateDesign, exportDesign, importDesign, listTeamDesigns } from '#core/domain/designs/designs.ts';
import { publishDesign } from '#core/domain/designs/publish-design.ts';
import { templateView } from '#core/domain/templates.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

/** The card studio's design library (/api/designs, an Inkpost extension). */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'designsList', ({ auth, query }) => ({ status: 200, body: listTeamDesigns(core, auth.teamId, query.q) }));
  implement(app, core, 'designsCreate', ({ auth, body }) => ({ status: 201, body: designView(createDesign(core, auth.teamId, body)) }));
  implement(app, core, 'designsImport', ({ auth, body }) => ({ status: 201, body: designView(importDesign(core, auth.teamId, body)) }));
  implement(app, core, 'designsGet', ({ auth, params }) => ({ status: 200, body: designView(designOr404(core, auth.teamId, params.designId)) }));
  implement(app, core, 'designsUpdate', ({ auth, params, body }) => ({ status: 200, body: designView(changeDesign(core, auth.teamId, params.designId, body)) }));
  implement(app, core, 'designsDuplicate', ({ auth, params }) => ({ status: 201, body: designView(duplicateDesign(core, auth.teamId, params.designId)) }));
  implement(app, core, 'designsDelete', ({ auth, params }) => {
    deleteDesign(core, auth.teamId, params.designId);
    return { status: 204 };
  });
  implement(app, core, 'designsThumbnail', async ({ auth, params }) => ({
    status: 200,
    bytes: await designThumbnail(core, designOr404(core, auth.teamId, params.designId)),
    headers: { 'Cache-Control': 'no-cache' },
  }));
  implement(app, core, 'designsExport', ({ auth, params }) => {
    const design = designOr404(core, auth.teamId, params.designId);
    const filename = `${design.name.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'design'}.inkpost.json`;
    return { status: 200, body: exportDesign(design), headers: { 'Content-Disposition': `attachment; filename="${filename}"` } };
  });
  implement(app, core, 'designsPublish', ({ auth, params, body }) => ({ status: 200, body: templateView(publishDesign(core, auth.teamId, params.designId, body.name), 'single') }));
  implement(app, core, 'designsProof', async ({ auth, params, body }) => ({
    status: 200,
    body: await proofDesign(core, designOr404(core, auth.teamId, params.designId), body.values, body.seed),
  }));
}
