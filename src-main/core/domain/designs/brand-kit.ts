import type { BrandKit } from '#shared/contract/studio-extras.ts';
import { brandKitInputSchemaFor } from '#shared/schemas/brand-kit.ts';
import { validate } from '../validate.ts';
import { teamFontFamilyNames } from '#core/db/team-fonts-repo.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findBrandKit, saveBrandKit } from '#core/db/brand-kits-repo.ts';

const EMPTY: BrandKit = { logo: null, logos: [], colours: [], heading_font: null, body_font: null, updated_at: null };

/** The team's brand kit; an empty one until the team saves it. */
export function teamBrandKit(core: CoreContext, teamId: string): BrandKit {
  const row = findBrandKit(core.db, teamId);
  if (!row) return EMPTY;
  return { logo: row.logo, logos: JSON.parse(row.logos_json) as BrandKit['logos'], colours: JSON.parse(row.colours_json) as BrandKit['colours'], heading_font: row.heading_font, body_font: row.body_font, updated_at: row.updated_at };
}

/** Saves the kit as sent (validated here: its faces may be the team's own, GET /api/fonts). */
export function saveTeamBrandKit(core: CoreContext, teamId: string, body: unknown): BrandKit {
  const input = validate(brandKitInputSchemaFor(teamFontFamilyNames(core.db, teamId)), body);
  saveBrandKit(core.db, { team_id: teamId, logo: input.logo, logos_json: JSON.stringify(input.logos), colours_json: JSON.stringify(input.colours), heading_font: input.heading_font, body_font: input.body_font, updated_at: nowIso(core.clock) });
  return teamBrandKit(core, teamId);
}
