import { randomUUID } from 'node:crypto';
import type { Design, DesignSummary } from '#shared/contract/designs.ts';
import { designMergeFields } from '#shared/design-elements.ts';
import { productByKey } from '#shared/products.ts';
import { type CreateDesignInput, DESIGN_FILE_FORMAT, type DesignFile, type UpdateDesignInput } from '#shared/schemas/designs.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type DesignRow, findDesign, insertDesign, listDesigns, markDesignDeleted, updateDesign } from '#core/db/designs-repo.ts';
import { NotFoundError, ValidationError } from '#core/base/error-kinds.ts';
import { adoptBrandKit } from '#shared/brand-adopt.ts';
import { teamBrandKit } from './brand-kit.ts';
import { type Side, starterSides } from './starter-design.ts';
import { starterOr404 } from './starters.ts';

export const UNTITLED_DESIGN = 'Untitled design';

export function designOr404(core: CoreContext, teamId: string, id: string): DesignRow {
  const row = findDesign(core.db, teamId, id);
  if (!row) throw new NotFoundError('Design not found');
  return row;
}

function sidesOf(row: DesignRow): { front: Side; back: Side | null } {
  return { front: JSON.parse(row.front_json) as Side, back: row.back_json ? (JSON.parse(row.back_json) as Side) : null };
}

/** A product takes an envelope only where the catalog says so. */
function checkEnvelope(productKey: string, includeEnvelope: boolean): void {
  const product = productByKey(productKey);
  if (includeEnvelope && product && !product.supportsEnvelope) throw ValidationError.field('include_envelope', `${product.name} does not take an envelope`);
}

export function designSummary(row: DesignRow): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    product_key: row.product_key,
    orientation: row.orientation,
    include_envelope: row.include_envelope === 1,
    template_id: row.template_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function designView(row: DesignRow): Design {
  const { front, back } = sidesOf(row);
  return { ...designSummary(row), front, back, merge_fields: designMergeFields(front.html, back?.html ?? '') };
}

/** Where a new design's sides come from: the body, else the chosen starter, else the product's plain layout. */
function startingPoint(core: CoreContext, teamId: string, input: CreateDesignInput) {
  const starter = input.starter_id === undefined ? undefined : findStarterOf(core, teamId, input.starter_id);
  const product = productByKey(input.product_key ?? starter?.product_key ?? '');
  if (!product) throw ValidationError.field('product_key', 'Unknown product key');
  if (starter && product.key !== starter.product_key) throw ValidationError.field('product_key', `The starter is laid out for ${productByKey(starter.product_key)?.name ?? starter.product_key}: leave product_key out, or change the product in the studio`);
  if (starter && input.orientation && input.orientation !== starter.orientation) throw ValidationError.field('orientation', `The starter is laid out ${starter.orientation}: leave orientation out, or change it in the studio`);
  const orientation = starter?.orientation ?? input.orientation ?? (product.widthMm >= product.heightMm ? 'landscape' : 'portrait');
  let sides = starter ? { front: starter.front, back: starter.back } : starterSides(product, orientation);
  if (input.adopt_brand_kit) sides = adoptBrandKit(sides, teamBrandKit(core, teamId));
  return { product, orientation, sides, name: starter?.name, includeEnvelope: input.include_envelope ?? (starter?.include_envelope ?? false) };
}

function findStarterOf(core: CoreContext, teamId: string, id: string) {
  try {
    return starterOr404(core, teamId, id);
  } catch (error) {
    if (error instanceof NotFoundError) throw ValidationError.field('starter_id', 'Starter not found');
    throw error;
  }
}

export function createDesign(core: CoreContext, teamId: string, input: CreateDesignInput): DesignRow {
  const { product, orientation, sides, name, includeEnvelope } = startingPoint(core, teamId, input);
  checkEnvelope(product.key, includeEnvelope);
  const now = nowIso(core.clock);
  const row: DesignRow = {
    id: randomUUID(),
    team_id: teamId,
    name: input.name ?? name ?? UNTITLED_DESIGN,
    product_key: product.key,
    orientation,
    include_envelope: includeEnvelope ? 1 : 0,
    front_json: JSON.stringify(input.front ?? sides.front),
    back_json: input.back === null ? null : JSON.stringify(input.back ?? sides.back),
    template_id: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  if (row.back_json === 'null') row.back_json = null;
  insertDesign(core.db, row);
  return row;
}

export function changeDesign(core: CoreContext, teamId: string, id: string, patch: UpdateDesignInput): DesignRow {
  const row = designOr404(core, teamId, id);
  const productKey = patch.product_key ?? row.product_key;
  const includeEnvelope = patch.include_envelope ?? (row.include_envelope === 1 && productByKey(productKey)?.supportsEnvelope === true);
  checkEnvelope(productKey, includeEnvelope);
  const next: DesignRow = {
    ...row,
    name: patch.name ?? row.name,
    product_key: productKey,
    orientation: patch.orientation ?? row.orientation,
    include_envelope: includeEnvelope ? 1 : 0,
    front_json: patch.front ? JSON.stringify(patch.front) : row.front_json,
    back_json: patch.back === undefined ? row.back_json : patch.back === null ? null : JSON.stringify(patch.back),
    updated_at: nowIso(core.clock),
  };
  updateDesign(core.db, next);
  return next;
}

export function duplicateDesign(core: CoreContext, teamId: string, id: string): DesignRow {
  const row = designOr404(core, teamId, id);
  const now = nowIso(core.clock);
  const copy: DesignRow = { ...row, id: randomUUID(), name: `${row.name} (copy)`.slice(0, 200), template_id: null, created_at: now, updated_at: now };
  insertDesign(core.db, copy);
  return copy;
}

export function deleteDesign(core: CoreContext, teamId: string, id: string): void {
  designOr404(core, teamId, id);
  markDesignDeleted(core.db, id, nowIso(core.clock));
}

export function listTeamDesigns(core: CoreContext, teamId: string, search: string | undefined): DesignSummary[] {
  return listDesigns(core.db, teamId, search?.trim() || undefined).map(designSummary);
}

export function exportDesign(row: DesignRow): DesignFile {
  const { front, back } = sidesOf(row);
  return { format: DESIGN_FILE_FORMAT, version: 1, name: row.name, product_key: row.product_key, orientation: row.orientation, include_envelope: row.include_envelope === 1, front, back };
}

export function importDesign(core: CoreContext, teamId: string, file: DesignFile): DesignRow {
  return createDesign(core, teamId, { name: file.name, product_key: file.product_key, orientation: file.orientation, include_envelope: file.include_envelope, front: file.front, back: file.back });
}
