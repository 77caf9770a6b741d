import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface BrandKitRow {
  team_id: string;
  logo: string | null;
  logos_json: string;
  colours_json: string;
  heading_font: string | null;
  body_font: string | null;
  updated_at: string;
}

export function findBrandKit(db: Db, teamId: string): BrandKitRow | undefined {
  return prepared(db, 'SELECT * FROM brand_kits WHERE team_id = ?').get(teamId) as BrandKitRow | undefined;
}

export function saveBrandKit(db: Db, row: BrandKitRow): void {
  prepared(
    db,
    `INSERT INTO brand_kits (team_id, logo, logos_json, colours_json, heading_font, body_font, updated_at)
     VALUES (@team_id, @logo, @logos_json, @colours_json, @heading_font, @body_font, @updated_at)
     ON CONFLICT (team_id) DO UPDATE SET logo = excluded.logo, logos_json = excluded.logos_json, colours_json = excluded.colours_json,
       heading_font = excluded.heading_font, body_font = excluded.body_font, updated_at = excluded.updated_at`,
  ).run(row);
}
