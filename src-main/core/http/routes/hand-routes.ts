import { handTemplate } from '#shared/hand-template.ts';
import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { handNameSchema, MAX_HAND_FILES } from '#shared/schemas/hands.ts';
import type { CoreContext } from '#core/context.ts';
import { handSheet } from '#core/db/hands-repo.ts';
import { createHand, editHand, getHand, handSummary, handView, removeHand } from '#core/domain/hands/hand-store.ts';
import { listHands } from '#core/db/hands-repo.ts';
import { handTemplatePdfMaker } from '#core/render/on-first-use.ts';
import type { ScanFile } from '#core/render/own-hand/scan-hand.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

const invalid = (field: string, message: string) => new HttpError(400, MESSAGES.validation, issueTree([{ path: [field], message }]));

/** "Your own hand": the template, scans made into hands, and the team's hands. */
export function registerHandRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'handsTemplatePdf', async ({ query }) => {
    const bytes = await (await handTemplatePdfMaker()).handTemplatePdf(query.paper);
    return { status: 200, bytes, headers: { 'Content-Disposition': `inline; filename="inkpost-hand-template-${query.paper}.pdf"` } };
  });
  implement(app, core, 'handsTemplateJson', ({ query }) => ({ status: 200, body: handTemplate(query.paper) }));

  implement(app, core, 'handsCreate', async ({ auth, c }) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Content-Type must be multipart/form-data, with the scan in `file` parts');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, 'The multipart body could not be read');
    }
    const rawName = form['name'];
    if (Array.isArray(rawName)) throw invalid('name', 'name must be given once');
    if (rawName !== undefined && typeof rawName !== 'string') throw invalid('name', 'name must be text, not a file');
    const name = rawName === undefined ? undefined : handNameSchema.safeParse(rawName);
    if (name && !name.success) throw invalid('name', name.error.issues[0]?.message ?? 'Invalid name');
    const parts = ([] as unknown[]).concat(form['file'] ?? []);
    if (parts.length === 0) throw invalid('file', 'Add the filled-in template as a `file` part (PNG, JPEG or PDF)');
    if (parts.length > MAX_HAND_FILES) throw invalid('file', `At most ${MAX_HAND_FILES} files at once`);
    const files: ScanFile[] = [];
    for (const [i, part] of parts.entries()) {
      if (!(part instanceof File)) throw invalid('file', 'file must be a file part, not text');
      if (part.size === 0) throw invalid('file', `${part.name || `File ${i + 1}`} is empty`);
      files.push({ bytes: new Uint8Array(await part.arrayBuffer()), filename: part.name || `File ${i + 1}` });
    }
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
