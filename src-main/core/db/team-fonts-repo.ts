import type { Db } from './connection.ts';
import { cachedTransaction, prepared } from './prepared.ts';

export interface TeamFontRow {
  id: string;
  team_id: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  format: 'otf' | 'ttf' | 'woff2';
  file_name: string;
  data: Uint8Array;
  created_at: string;
}

/** A face without its file (lists), with the file's size. */
export type TeamFontSummary = Omit<TeamFontRow, 'data'> & { bytes: number };

const SUMMARY = 'id, team_id, family, weight, style, format, file_name, length(data) AS bytes, created_at';

/** Stores faces in one transaction: a face the family has (same weight and style) is replaced. */
export function saveTeamFonts(db: Db, rows: readonly TeamFontRow[]): void {
  cachedTransaction(db, () => {
    for (const row of rows) {
      prepared(db, 'DELETE FROM team_fonts WHERE team_id = ? AND family = ? AND weight = ? AND style = ?').run(row.team_id, row.family, row.weight, row.style);
      prepared(db, 'INSERT INTO team_fonts (id, team_id, family, weight, style, format, file_name, data, created_at) VALUES (@id, @team_id, @family, @weight, @style, @format, @file_name, @data, @created_at)').run(row);
    }
  });
}

export function listTeamFonts(db: Db, teamId: string): TeamFontSummary[] {
  return prepared(db, `SELECT ${SUMMARY} FROM team_fonts WHERE team_id = ? ORDER BY family COLLATE NOCASE, weight, style`).all(teamId) as TeamFontSummary[];
}

export function findTeamFont(db: Db, teamId: string, id: string): TeamFontRow | undefined {
  return prepared(db, 'SELECT * FROM team_fonts WHERE team_id = ? AND id = ?').get(teamId, id) as TeamFontRow | undefined;
}

/** Every face of the named families, with their files (for the renderer's @font-face rules). */
export function teamFontFiles(db: Db, teamId: string, families: readonly string[]): TeamFontRow[] {
  if (families.length === 0) return [];
  return prepared(db, `SELECT * FROM team_fonts WHERE team_id = ? AND family IN (${families.map(() => '?').join(',')}) ORDER BY family, weight, style`).all(teamId, ...families) as TeamFontRow[];
}

/** The team's family names (cheap: no files). */
export function teamFontFamilyNames(db: Db, teamId: string): string[] {
  return (prepared(db, 'SELECT DISTINCT family FROM team_fonts WHERE team_id = ?').all(teamId) as { family: string }[]).map((r) => r.family);
}

export function deleteTeamFont(db: Db, teamId: string, id: string): boolean {
  return prepared(db, 'DELETE FROM team_fonts WHERE team_id = ? AND id = ?').run(teamId, id).changes > 0;
}
