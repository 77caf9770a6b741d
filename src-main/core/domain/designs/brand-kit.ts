import type { BrandKit } from '#shared/contract/studio-extras.ts';
import type { BrandKitInput } from '#shared/schemas/brand-kit.ts';
import { nowIso } from '#core/clock.ts';
import type { CoreContext } from '#core/context.ts';
import { findBrandKit, saveBrandKit } from '#core/db/brand-kits-repo.ts';

const EMPTY: BrandKit = { logo: null, logos: [], colours: [], heading_font: null, body_font: null, updated_at: null };

/** The team's brand kit; an empty one until the team saves it. */
export function teamBrandKit(core: CoreContext, teamId: string): BrandKit {
  const row = findBrandKit(core.db, teamId);
  if (!row) return EMPTY;
  return { logo: row.logo, logos: JSON.parse(row.logos_json) as BrandKit['logos'], colours: JSON.parse(row.colours_json) as BrandKit['colours'], heading_font: row.heading_font, body_font: row.body_font, updated_at: row.updated_at };
}

export function saveTeamBrandKit(core: CoreContext, teamId: string, input: BrandKitInput): BrandKit {
  saveBrandKit(core.db, { team_id: teamId, logo: input.logo, logos_json: JSON.stringify(input.logos), colours_json: JSON.stringify(input.colours), heading_font: input.heading_font, body_font: input.body_font, updated_at: nowIso(core.clock) });
  return teamBrandKit(core, teamId);
}
