import { MAX_FONT_FILE_BYTES, MAX_FONT_FILES } from '#shared/schemas/fonts.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type FontUpload, removeTeamFont, teamFontFamilies, teamFontFile, uploadTeamFonts } from '#core/domain/fonts/team-fonts.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { fileParts, invalidField, multipartForm, textField } from '../multipart-form.ts';


/** A team's own typefaces: uploaded, listed, removed, and each face's file for the studio's pickers. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'fontsUpload', async ({ auth, c }) => {
    const form = await multipartForm(c, 'the font files');
    const family = textField(form, 'family');
    const files: FontUpload[] = [];
    for (const part of await fileParts(form, 'Add the font files as `file` parts (OTF, TTF or WOFF2)', MAX_FONT_FILES)) {
      if (part.bytes.length > MAX_FONT_FILE_BYTES) throw invalidField('file', `${part.name} is over ${MAX_FONT_FILE_BYTES / 1024 / 1024} MB`);
      files.push({ bytes: part.bytes, fileName: part.name });
    }
    return { status: 201, body: await uploadTeamFonts(core, auth.teamId, family === '' ? undefined : family, files) };
  });
  implement(app, core, 'fontsList', ({ auth }) => ({ status: 200, body: teamFontFamilies(core, auth.teamId) }));
  implement(app, core, 'fontsDelete', ({ auth, params }) => {
    removeTeamFont(core, auth.teamId, params.fontId);
    return { status: 204 };
  });
  implement(app, core, 'fontsFile', ({ auth, params }) => {
    const row = teamFontFile(core, auth.teamId, params.fontId);
    return { status: 200, bytes: row.data, headers: { 'Cache-Control': 'private, max-age=3600', 'Content-Disposition': `inline; filename="${row.file_name.replace(/[^\x20-\x7e]|"/g, '_')}"` } };
  });
}
