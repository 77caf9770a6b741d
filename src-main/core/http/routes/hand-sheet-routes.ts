import { MESSAGES } from '#shared/http-status.ts';
import { issueTree } from '#shared/issue-tree.ts';
import { MAX_HAND_FILES } from '#shared/schemas/hands.ts';
import type { CoreContext } from '#core/context.ts';
import { addHandSheets } from '#core/domain/hands/hand-growth.ts';
import { getHand, handView } from '#core/domain/hands/hand-store.ts';
import type { ScanFile } from '#core/render/own-hand/scan-hand.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

const fileError = (message: string) => new HttpError(400, MESSAGES.validation, issueTree([{ path: ['file'], message }]));

/** A hand that grows: POST /api/hands/{handId}/sheets (multipart `file` parts, as POST /api/hands takes them). */
export function registerHandSheetRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'handsAddSheets', async ({ auth, params, c }) => {
    getHand(core.db, auth.teamId, params.handId); // a 404 before the upload is read
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Content-Type must be multipart/form-data, with the sheets in `file` parts');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, 'The multipart body could not be read');
    }
    const unknown = Object.keys(form).filter((k) => k !== 'file');
    if (unknown.length) throw new HttpError(400, MESSAGES.validation, issueTree(unknown.map((k) => ({ path: [k], message: `Unrecognized field: only \`file\` parts are taken` }))));
    const parts = ([] as unknown[]).concat(form['file'] ?? []);
    if (parts.length === 0) throw fileError('Add the filled-in template as a `file` part (PNG, JPEG or PDF)');
    if (parts.length > MAX_HAND_FILES) throw fileError(`At most ${MAX_HAND_FILES} files at once`);
    const files: ScanFile[] = [];
    for (const [i, part] of parts.entries()) {
      const label = part instanceof File && part.name ? part.name : `File ${i + 1}`;
      if (!(part instanceof File)) throw fileError('file must be a file part, not text');
      if (part.size === 0) throw fileError(`${label} is empty`);
      files.push({ bytes: new Uint8Array(await part.arrayBuffer()), filename: label });
    }
    const { row, changes } = await addHandSheets(core, auth.teamId, params.handId, files);
    return { status: 200, body: { hand: handView(row), changes } };
  });
}
