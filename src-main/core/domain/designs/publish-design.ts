import { randomUUID } from 'node:crypto';
import { productByKey } from '#shared/products.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { updateDesign } from '#core/db/designs-repo.ts';
import { findPublishedTemplate, insertPublishedVersion, insertTemplateWithVersion, latestVersionNumber, type PublishedTemplate } from '#core/db/templates-repo.ts';
import { newTemplateVersion } from '../templates.ts';
import { designOr404 } from './designs.ts';

/**
 * Publishes a design as a template campaigns can use: the template's pages are
 * the design's sides, `[{html: front}, {html: back}]` (docs/studio.md). The first
 * time creates the template (version 1); publishing again adds the next version
 * to the same template, which campaigns then render with.
 */
export function publishDesign(core: CoreContext, teamId: string, designId: string, name?: string): PublishedTemplate {
  const design = designOr404(core, teamId, designId);
  const product = productByKey(design.product_key);
  if (!product) throw new Error(`Design ${design.id} names unknown product ${design.product_key}`);
  const pages = [{ html: JSON.parse(design.front_json) as unknown }, ...(design.back_json ? [{ html: JSON.parse(design.back_json) as unknown }] : [])];
  const now = nowIso(core.clock);
  const templateName = name ?? design.name;
  const existing = design.template_id ? findPublishedTemplate(core.db, teamId, design.template_id) : undefined;
  const templateId = existing?.template.id ?? randomUUID();
  const version = newTemplateVersion({
    templateId,
    versionNumber: existing ? latestVersionNumber(core.db, templateId) + 1 : 1,
    productId: product.id,
    pages,
    now,
    design: { id: design.id, orientation: design.orientation },
  });
  core.db.transaction(() => {
    if (existing) insertPublishedVersion(core.db, version, templateName, now);
    else insertTemplateWithVersion(core.db, { id: templateId, team_id: teamId, name: templateName, status: 'active', created_at: now, updated_at: now, published_at: now }, version);
    updateDesign(core.db, { ...design, template_id: templateId });
  })();
  const published = findPublishedTemplate(core.db, teamId, templateId);
  if (!published) throw new Error('The published template vanished');
  return published;
}
