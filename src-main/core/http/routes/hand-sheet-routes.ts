import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { MAX_HAND_FILES } from '#shared/schemas/hands.ts';
import type { CoreContext } from '#core/context.ts';
import { addHandSheets } from '#core/domain/hands/hand-growth.ts';
import { getHand, handView } from '#core/domain/hands/hand-store.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { fileParts, multipartForm } from '../multipart-form.ts';

/** A hand that grows: POST /api/hands/{handId}/sheets (multipart `file` parts, as POST /api/hands takes them). */
export function registerHandSheetRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'handsAddSheets', async ({ auth, params, c }) => {
    getHand(core.db, auth.teamId, params.handId); // a 404 before the upload is read
    const form = await multipartForm(c, 'the sheets');
    const unknown = Object.keys(form).filter((k) => k !== 'file');
    if (unknown.length) throw new HttpError(400, MESSAGES.validation, issueTree(unknown.map((k) => ({ path: [k], message: `Unrecognized field: only \`file\` parts are taken` }))));
    const parts = await fileParts(form, 'Add the filled-in template as a `file` part (PNG, JPEG or PDF)', MAX_HAND_FILES);
    const files = parts.map((part) => ({ bytes: part.bytes, filename: part.name }));
    const { row, changes } = await addHandSheets(core, auth.teamId, params.handId, files);
    return { status: 200, body: { hand: handView(row), changes } };
  });
}
