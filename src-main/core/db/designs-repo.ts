import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface DesignRow {
  id: string;
  team_id: string;
  name: string;
  product_key: string;
  orientation: 'landscape' | 'portrait';
  include_envelope: number;
  front_json: string;
  back_json: string | null;
  template_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export function insertDesign(db: Db, row: DesignRow): void {
  prepared(
    db,
    `INSERT INTO designs (id, team_id, name, product_key, orientation, include_envelope, front_json, back_json, template_id, created_at, updated_at, deleted_at)
     VALUES (@id, @team_id, @name, @product_key, @orientation, @include_envelope, @front_json, @back_json, @template_id, @created_at, @updated_at, @deleted_at)`,
  ).run(row);
}

export function findDesign(db: Db, teamId: string, id: string): DesignRow | undefined {
  return prepared(db, 'SELECT * FROM designs WHERE id = ? AND team_id = ? AND deleted_at IS NULL').get(id, teamId) as DesignRow | undefined;
}

/** The team's designs, most recently changed first; `search` matches the name, case-insensitively. */
export function listDesigns(db: Db, teamId: string, search: string | undefined): DesignRow[] {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%';
  return prepared(db, "SELECT * FROM designs WHERE team_id = ? AND deleted_at IS NULL AND name LIKE ? ESCAPE '\\' ORDER BY updated_at DESC, rowid DESC").all(teamId, pattern) as DesignRow[];
}

export function updateDesign(db: Db, row: DesignRow): void {
  prepared(
    db,
    `UPDATE designs SET name = @name, product_key = @product_key, orientation = @orientation, include_envelope = @include_envelope,
     front_json = @front_json, back_json = @back_json, template_id = @template_id, updated_at = @updated_at WHERE id = @id`,
  ).run(row);
}

export function markDesignDeleted(db: Db, id: string, at: string): void {
  prepared(db, 'UPDATE designs SET deleted_at = ?, updated_at = ? WHERE id = ?').run(at, at, id);
}
