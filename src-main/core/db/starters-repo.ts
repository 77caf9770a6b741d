import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface StarterRow {
  id: string;
  team_id: string;
  name: string;
  occasion: string;
  description: string;
  product_key: string;
  orientation: 'landscape' | 'portrait';
  include_envelope: number;
  front_json: string;
  back_json: string | null;
  created_at: string;
}

export function insertStarter(db: Db, row: StarterRow): void {
  prepared(
    db,
    `INSERT INTO design_starters (id, team_id, name, occasion, description, product_key, orientation, include_envelope, front_json, back_json, created_at)
     VALUES (@id, @team_id, @name, @occasion, @description, @product_key, @orientation, @include_envelope, @front_json, @back_json, @created_at)`,
  ).run(row);
}

/** The team's own starters, newest first. */
export function listStarters(db: Db, teamId: string): StarterRow[] {
  return prepared(db, 'SELECT * FROM design_starters WHERE team_id = ? ORDER BY created_at DESC, rowid DESC').all(teamId) as StarterRow[];
}

export function findStarter(db: Db, teamId: string, id: string): StarterRow | undefined {
  return prepared(db, 'SELECT * FROM design_starters WHERE id = ? AND team_id = ?').get(id, teamId) as StarterRow | undefined;
}

export function deleteStarter(db: Db, id: string): void {
  prepared(db, 'DELETE FROM design_starters WHERE id = ?').run(id);
}
