import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { MAX_FONT_FILE_BYTES, MAX_FONT_FILES } from '#shared/schemas/fonts.ts';
import type { CoreContext } from '#core/context.ts';
import { type FontUpload, removeTeamFont, teamFontFamilies, teamFontFile, uploadTeamFonts } from '#core/domain/fonts/team-fonts.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

const invalid = (field: string, message: string) => new HttpError(400, MESSAGES.validation, issueTree([{ path: [field], message }]));

/** A team's own typefaces: uploaded, listed, removed, and each face's file for the studio's pickers. */
export function registerFontRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'fontsUpload', async ({ auth, c }) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Content-Type must be multipart/form-data, with the font files in `file` parts');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, 'The multipart body could not be read');
    }
    const family = form['family'];
    if (Array.isArray(family)) throw invalid('family', 'family must be given once');
    if (family !== undefined && typeof family !== 'string') throw invalid('family', 'family must be text, not a file');
    const parts = ([] as unknown[]).concat(form['file'] ?? []);
    if (parts.length === 0) throw invalid('file', 'Add the font files as `file` parts (OTF, TTF or WOFF2)');
    if (parts.length > MAX_FONT_FILES) throw invalid('file', `At most ${MAX_FONT_FILES} files at once`);
    const files: FontUpload[] = [];
    for (const [i, part] of parts.entries()) {
      if (!(part instanceof File)) throw invalid('file', 'file must be a file part, not text');
      const fileName = part.name || `File ${i + 1}`;
      if (part.size === 0) throw invalid('file', `${fileName} is empty`);
      if (part.size > MAX_FONT_FILE_BYTES) throw invalid('file', `${fileName} is over ${MAX_FONT_FILE_BYTES / 1024 / 1024} MB`);
      files.push({ bytes: new Uint8Array(await part.arrayBuffer()), fileName });
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
