import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { createTemplateSchema } from '../../../../src-shared/schemas/templates.ts';
import type { CoreContext } from '../../context.ts';
import { findPublishedTemplate, listPublishedTemplates } from '../../db/templates-repo.ts';
import { createTemplate, templateView } from '../../domain/templates.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readBody } from '../validation.ts';

export function registerTemplateRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  const customer = requireKey(core, 'customer');

  app.post(ROUTES.templatesCreate.path, customer, async (c) => {
    const input = await readBody(c, createTemplateSchema);
    return c.json(templateView(createTemplate(core, c.get('auth').teamId, input), 'create'));
  });

  app.get(ROUTES.templatesList.path, customer, (c) => {
    return c.json(listPublishedTemplates(core.db, c.get('auth').teamId).map((entry) => templateView(entry, 'list')));
  });

  app.get(ROUTES.templatesGet.path, customer, (c) => {
    // Another team's template is indistinguishable from a missing one.
    const entry = findPublishedTemplate(core.db, c.get('auth').teamId, c.req.param('templateId'));
    if (!entry) throw new HttpError(404, 'Template not found');
    return c.json(templateView(entry, 'single'));
  });
}
