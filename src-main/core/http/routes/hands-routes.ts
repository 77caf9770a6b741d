import { handTemplate } from '#shared/hand-template.ts';
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { handNameSchema, MAX_HAND_FILES } from '#shared/schemas/hands.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { handSheet, listHands } from '#core/db/hands-repo.ts';
import { addHandSheets } from '#core/domain/hands/hand-growth.ts';
import { createHand, editHand, getHand, handSummary, handView, removeHand } from '#core/domain/hands/hand-store.ts';
import { handTemplatePdfMaker } from '#core/engine/on-first-use.ts';
import type { ScanFile } from '#core/engine/own-hand/scan-hand.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';
import { fileParts, invalidField, multipartForm, textField } from '../multipart-form.ts';

/** "Your own hand": the template, scans made into hands, and the team's hands. */
function registerHandRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'handsTemplatePdf', async ({ query }) => {
    const bytes = await (await handTemplatePdfMaker()).handTemplatePdf(query.paper);
    return { status: 200, bytes, headers: { 'Content-Disposition': `inline; filename="inkpost-hand-template-${query.paper}.pdf"` } };
  });
  implement(app, core, 'handsTemplateJson', ({ query }) => ({ status: 200, body: handTemplate(query.paper) }));

  implement(app, core, 'handsCreate', async ({ auth, c }) => {
    const form = await multipartForm(c, 'the scan');
    const rawName = textField(form, 'name');
    const name = rawName === undefined ? undefined : handNameSchema.safeParse(rawName);
    if (name && !name.success) throw invalidField('name', name.error.issues[0]?.message ?? 'Invalid name');
    const parts = await fileParts(form, 'Add the filled-in template as a `file` part (PNG, JPEG or PDF)', MAX_HAND_FILES);
    const files: ScanFile[] = parts.map((part) => ({ bytes: part.bytes, filename: part.name }));
    const row = await createHand(core, auth.teamId, name?.data, files);
    return { status: 201, body: handView(row) };
  });

  implement(app, core, 'handsList', ({ auth }) => ({ status: 200, body: listHands(core.db, auth.teamId).map(handSummary) }));
  implement(app, core, 'handsGet', ({ auth, params }) => ({ status: 200, body: handView(getHand(core.db, auth.teamId, params.handId)) }));
  implement(app, core, 'handsUpdate', async ({ auth, params, body }) => ({ status: 200, body: handView(await editHand(core, auth.teamId, params.handId, body)) }));
  implement(app, core, 'handsDelete', ({ auth, params }) => {
    removeHand(core, auth.teamId, params.handId);
    return { status: 204 };
  });
  implement(app, core, 'handsFont', ({ auth, params }) => {
    const row = getHand(core.db, auth.teamId, params.handId);
    const file = `${row.name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'hand'}.otf`;
    return { status: 200, bytes: row.font, headers: { 'Content-Disposition': `attachment; filename="${file.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}` } };
  });
  implement(app, core, 'handsSheet', ({ auth, params }) => {
    const row = getHand(core.db, auth.teamId, params.handId);
    const image = /^\d{1,3}$/.test(params.sheet) ? handSheet(core.db, row.id, Number(params.sheet)) : undefined;
    if (!image) throw new HttpError(404, 'The hand has no such sheet');
    return { status: 200, bytes: image, headers: { 'Cache-Control': 'private, max-age=3600' } };
  });
}

/** A hand that grows: POST /api/hands/{handId}/sheets (multipart `file` parts, as POST /api/hands takes them). */
function registerHandSheetRoutes(app: ContractApp, core: CoreContext): void {
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

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  registerHandRoutes(app, core);
  registerHandSheetRoutes(app, core);
}
