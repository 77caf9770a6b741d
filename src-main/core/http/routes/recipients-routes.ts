import { readFile } from 'node:fs/promises';
import type { CoreContext } from '#core/wiring/context.ts';
import { documentsOf } from '#core/db/documents-repo.ts';
import { findRecipient, type RecipientRow } from '#core/db/recipients-repo.ts';
import { createRecipients } from '#core/domain/recipients/create-recipients.ts';
import { recipientDetail, recipientRecord } from '#core/domain/recipients/recipient-view.ts';
import { renderNow } from '#core/domain/recipients/render-queue.ts';
import { storageFile } from '#core/policy/storage.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

function recipientOr404(core: CoreContext, teamId: string, id: string): RecipientRow {
  const row = findRecipient(core.db, teamId, id);
  if (!row) throw new HttpError(404, 'Recipient not found');
  return row;
}

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'createRecipients', ({ auth, body }) => ({ status: 200, body: createRecipients(core, auth.teamId, body).map(recipientRecord) }));

  implement(app, core, 'getRecipient', ({ auth, params }) => ({ status: 200, body: recipientDetail(core, recipientOr404(core, auth.teamId, params.recipientId)) }));

  implement(app, core, 'recipientPreview', async ({ auth, params, query }) => {
    let row = recipientOr404(core, auth.teamId, params.recipientId);
    if (row.render_status === 'queued') {
      // Rendered on demand, ahead of the backlog, while the client waits.
      await renderNow(core, row.id, () => findRecipient(core.db, auth.teamId, params.recipientId)?.render_status !== 'queued');
      row = recipientOr404(core, auth.teamId, params.recipientId);
    }
    if (row.render_status !== 'rendered') throw new HttpError(404, 'Preview not found: the recipient is not rendered yet');
    const page = (query.page ?? 0) + 1; // page 0 is file <type>-1.png
    const document = documentsOf(core.db, row.id).find((d) => d.format === 'preview' && d.type === query.type && d.page === page);
    if (!document) throw new HttpError(404, `Preview not found: no ${query.type} page ${page - 1}`);
    return { status: 200, bytes: new Uint8Array(await readFile(storageFile(core.storageDir, document.src))) };
  });
}
