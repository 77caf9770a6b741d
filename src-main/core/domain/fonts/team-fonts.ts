// A team's own typefaces: uploaded faces checked and kept, listed by family, and
// the @font-face rules a side naming a family gets when it is rendered.
import type { FontFaceView, FontFamilyView } from '#shared/contract/fonts.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { printFontByFamily } from '#shared/print-fonts.ts';
import { fontFamilyNameSchema } from '#shared/schemas/fonts.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '#core/base/error-kinds.ts';
import { newRowId } from '#core/base/ids.ts';
import { deleteTeamFont, findTeamFont, listTeamFonts, saveTeamFonts, type TeamFontRow, type TeamFontSummary } from '#core/db/team-fonts-repo.ts';
import { type FontFileFacts, FontRefusal, readFontFile } from '#core/engine/fonts/read-font-file.ts';

export interface FontUpload {
  bytes: Uint8Array;
  fileName: string;
}

const NOT_FOUND = "Font not found (or another team's).";

function faceView(row: TeamFontSummary): FontFaceView {
  return { id: row.id, family: row.family, weight: row.weight, style: row.style, format: row.format, file_name: row.file_name, bytes: row.bytes, created_at: row.created_at };
}

/** The team's families by name, each with its faces. */
export function teamFontFamilies(core: CoreContext, teamId: string): FontFamilyView[] {
  const families = new Map<string, FontFaceView[]>();
  for (const row of listTeamFonts(core.db, teamId)) families.set(row.family, [...(families.get(row.family) ?? []), faceView(row)]);
  return [...families].map(([family, faces]) => ({ family, faces }));
}

/**
 * Reads every file before keeping any: one that is not a font, or whose licence
 * forbids embedding, refuses the whole upload with its name and the reason.
 */
export async function uploadTeamFonts(core: CoreContext, teamId: string, familyName: string | undefined, files: readonly FontUpload[]): Promise<FontFamilyView> {
  const facts: FontFileFacts[] = [];
  for (const [index, file] of files.entries()) {
    try {
      facts.push(await readFontFile(file.bytes, file.fileName));
    } catch (error) {
      if (!(error instanceof FontRefusal)) throw error;
      throw new InvalidInputError(error.message, issueTree([{ path: ['file', index], message: error.message }]));
    }
  }
  const named = fontFamilyNameSchema.safeParse(familyName ?? facts[0]!.family);
  if (!named.success) throw new InvalidInputError(named.error.issues[0]!.message, issueTree([{ path: ['family'], message: named.error.issues[0]!.message }]));
  const family = named.data;
  if (printFontByFamily(family)) throw new ConflictError(`${family} is one of the bundled print typefaces: name the family otherwise (\`family\`)`);
  const createdAt = nowIso(core.clock);
  const rows: TeamFontRow[] = files.map((file, i) => ({ id: newRowId(), team_id: teamId, family, weight: facts[i]!.weight, style: facts[i]!.style, format: facts[i]!.format, file_name: file.fileName, data: file.bytes, created_at: createdAt }));
  saveTeamFonts(core.db, rows);
  return teamFontFamilies(core, teamId).find((f) => f.family === family)!;
}

export function teamFontFile(core: CoreContext, teamId: string, fontId: string): TeamFontRow {
  const row = findTeamFont(core.db, teamId, fontId);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export function removeTeamFont(core: CoreContext, teamId: string, fontId: string): void {
  if (!deleteTeamFont(core.db, teamId, fontId)) throw new NotFoundError(NOT_FOUND);
}
