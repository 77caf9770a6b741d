import type { CoreContext } from '#core/wiring/context.ts';
import { findPublishedTemplate, listPublishedTemplates } from '#core/db/templates-repo.ts';
import { createTemplate, templateView } from '#core/domain/templates.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'templatesCreate', ({ auth, body }) => ({ status: 200, body: templateView(createTemplate(core, auth.teamId, body), 'create') }));

  implement(app, core, 'templatesList', ({ auth }) => ({ status: 200, body: listPublishedTemplates(core.db, auth.teamId).map((entry) => templateView(entry, 'list')) }));

  implement(app, core, 'templatesGet', ({ auth, params }) => {
    // Another team's template is indistinguishable from a missing one.
    const entry = findPublishedTemplate(core.db, auth.teamId, params.templateId);
    if (!entry) throw new HttpError(404, 'Template not found');
    return { status: 200, body: templateView(entry, 'single') };
  });
}
