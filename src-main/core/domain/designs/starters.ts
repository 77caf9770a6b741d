import { randomUUID } from 'node:crypto';
import type { Starter } from '#shared/contract/studio-extras.ts';
import { type CreateStarterInput, type Occasion, type StarterFile } from '#shared/schemas/starters.ts';
import { BUNDLED_STARTERS } from '#shared/starters/index.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findDesign } from '#core/db/designs-repo.ts';
import { deleteStarter, findStarter, insertStarter, listStarters, type StarterRow } from '#core/db/starters-repo.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '#core/base/error-kinds.ts';
import type { Side } from './starter-design.ts';

/** A starter with its sides, whichever its source. */
export interface StarterWithSides extends Starter {
  front: Side;
  back: Side | null;
}

function bundled(file: StarterFile): StarterWithSides {
  const { front, back, ...meta } = file;
  return { ...meta, source: 'inkpost', created_at: null, front, back };
}

function own(row: StarterRow): StarterWithSides {
  return {
    id: row.id,
    name: row.name,
    occasion: row.occasion as Occasion,
    description: row.description,
    product_key: row.product_key,
    orientation: row.orientation,
    include_envelope: row.include_envelope === 1,
    source: 'team',
    created_at: row.created_at,
    front: JSON.parse(row.front_json) as Side,
    back: row.back_json ? (JSON.parse(row.back_json) as Side) : null,
  };
}

export function starterSummary({ front: _f, back: _b, ...summary }: StarterWithSides): Starter {
  return summary;
}

/** The team's own starters (newest first), then Inkpost's gallery. */
export function listTeamStarters(core: CoreContext, teamId: string): StarterWithSides[] {
  return [...listStarters(core.db, teamId).map(own), ...BUNDLED_STARTERS.map(bundled)];
}

export function starterOr404(core: CoreContext, teamId: string, id: string): StarterWithSides {
  const file = BUNDLED_STARTERS.find((s) => s.id === id);
  if (file) return bundled(file);
  const row = findStarter(core.db, teamId, id);
  if (!row) throw new NotFoundError('Starter not found');
  return own(row);
}

/** A copy of one of the team's designs, kept as a starter. */
export function saveDesignAsStarter(core: CoreContext, teamId: string, input: CreateStarterInput): StarterWithSides {
  const design = findDesign(core.db, teamId, input.design_id);
  if (!design) throw ValidationError.field('design_id', 'Design not found');
  const row: StarterRow = {
    id: randomUUID(),
    team_id: teamId,
    name: input.name ?? design.name,
    occasion: input.occasion ?? 'other',
    description: input.description ?? '',
    product_key: design.product_key,
    orientation: design.orientation,
    include_envelope: design.include_envelope,
    front_json: design.front_json,
    back_json: design.back_json,
    created_at: nowIso(core.clock),
  };
  insertStarter(core.db, row);
  return own(row);
}

export function removeTeamStarter(core: CoreContext, teamId: string, id: string): void {
  if (BUNDLED_STARTERS.some((s) => s.id === id)) throw new ForbiddenError("Inkpost's own starters cannot be removed");
  if (!findStarter(core.db, teamId, id)) throw new NotFoundError('Starter not found');
  deleteStarter(core.db, id);
}
