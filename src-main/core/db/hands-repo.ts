import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export interface HandRow {
  id: string;
  team_id: string;
  name: string;
  paper: 'a4' | 'letter';
  revision: number;
  fallback_family: string;
  cells_json: string;
  dpi_json: string;
  characters_json: string;
  missing_json: string;
  warnings_json: string;
  font: Uint8Array;
  created_at: string;
  updated_at: string;
}

/** A row without its font (lists and views). */
export type HandSummaryRow = Omit<HandRow, 'font'>;

const SUMMARY = 'id, team_id, name, paper, revision, fallback_family, cells_json, dpi_json, characters_json, missing_json, warnings_json, created_at, updated_at';

export function insertHand(db: Db, row: HandRow, sheets: readonly Uint8Array[]): void {
  db.transaction(() => {
    prepared(
      db,
      `INSERT INTO hands (id, team_id, name, paper, revision, fallback_family, cells_json, dpi_json, characters_json, missing_json, warnings_json, font, created_at, updated_at)
       VALUES (@id, @team_id, @name, @paper, @revision, @fallback_family, @cells_json, @dpi_json, @characters_json, @missing_json, @warnings_json, @font, @created_at, @updated_at)`,
    ).run(row);
    sheets.forEach((image, sheet) => prepared(db, 'INSERT INTO hand_sheets (hand_id, sheet, image) VALUES (?, ?, ?)').run(row.id, sheet, image));
  })();
}

export function updateHand(db: Db, row: HandRow): void {
  prepared(
    db,
    `UPDATE hands SET name = @name, revision = @revision, fallback_family = @fallback_family, cells_json = @cells_json, characters_json = @characters_json,
     missing_json = @missing_json, warnings_json = @warnings_json, font = @font, updated_at = @updated_at WHERE id = @id`,
  ).run(row);
}

/** A hand with more sheets: its new state and the sheets' images, in one transaction. */
export function growHand(db: Db, row: HandRow, sheets: readonly { sheet: number; image: Uint8Array }[]): void {
  db.transaction(() => {
    updateHand(db, row);
    prepared(db, 'UPDATE hands SET dpi_json = ? WHERE id = ?').run(row.dpi_json, row.id);
    for (const s of sheets) prepared(db, 'INSERT INTO hand_sheets (hand_id, sheet, image) VALUES (?, ?, ?)').run(row.id, s.sheet, s.image);
  })();
}

export function findHand(db: Db, teamId: string, id: string): HandRow | undefined {
  return prepared(db, 'SELECT * FROM hands WHERE id = ? AND team_id = ?').get(id, teamId) as HandRow | undefined;
}

export function findHandByName(db: Db, teamId: string, name: string): HandSummaryRow | undefined {
  return prepared(db, `SELECT ${SUMMARY} FROM hands WHERE team_id = ? AND name = ?`).get(teamId, name) as HandSummaryRow | undefined;
}

/** The font of a hand at a revision (what a render worker is handed). */
export function findHandFont(db: Db, id: string, revision: number): { name: string; fallback_family: string; font: Uint8Array } | undefined {
  return prepared(db, 'SELECT name, fallback_family, font FROM hands WHERE id = ? AND revision = ?').get(id, revision) as { name: string; fallback_family: string; font: Uint8Array } | undefined;
}

/** Every hand of every team with its font (a state import checks each). */
export function listAllHandFonts(db: Db): { id: string; name: string; characters_json: string; font: Uint8Array }[] {
  return prepared(db, 'SELECT id, name, characters_json, font FROM hands ORDER BY rowid').all() as { id: string; name: string; characters_json: string; font: Uint8Array }[];
}

export function listHands(db: Db, teamId: string): HandSummaryRow[] {
  return prepared(db, `SELECT ${SUMMARY} FROM hands WHERE team_id = ? ORDER BY created_at, rowid`).all(teamId) as HandSummaryRow[];
}

/** Name and engine key of each of the team's hands (for fontFamily and handwritten blocks). */
export function handNames(db: Db, teamId: string): { id: string; name: string; revision: number }[] {
  return prepared(db, 'SELECT id, name, revision FROM hands WHERE team_id = ?').all(teamId) as { id: string; name: string; revision: number }[];
}

export function handSheet(db: Db, id: string, sheet: number): Uint8Array | undefined {
  return (prepared(db, 'SELECT image FROM hand_sheets WHERE hand_id = ? AND sheet = ?').get(id, sheet) as { image: Uint8Array } | undefined)?.image;
}

export function deleteHand(db: Db, id: string): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM hand_sheets WHERE hand_id = ?').run(id);
    prepared(db, 'DELETE FROM hands WHERE id = ?').run(id);
  })();
}
