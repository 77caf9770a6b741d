import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { previewQuerySchema } from '../../../../src-shared/schemas/recipients.ts';
import type { CoreContext } from '../../context.ts';
import { documentsOf } from '../../db/documents-repo.ts';
import { findRecipient, type RecipientRow } from '../../db/recipients-repo.ts';
import { createRecipients } from '../../domain/recipients/create-recipients.ts';
import { recipientDetail, recipientRecord } from '../../domain/recipients/recipient-view.ts';
import { storageFile } from '../../storage.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readJson, validate } from '../validation.ts';

function recipientOr404(core: CoreContext, teamId: string, id: string): RecipientRow {
  const row = findRecipient(core.db, teamId, id);
  if (!row) throw new HttpError(404, 'Recipient not found');
  return row;
}

export function registerRecipientRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(ROUTES.createRecipients.path, requireKey(core, 'customer'), async (c) => {
    const rows = createRecipients(core, c.get('auth').teamId, await readJson(c));
    return c.json(rows.map(recipientRecord));
  });

  app.get(ROUTES.getRecipient.path, requireKey(core, 'customer'), (c) => {
    return c.json(recipientDetail(core, recipientOr404(core, c.get('auth').teamId, c.req.param('recipientId'))));
  });

  app.get(ROUTES.recipientPreview.path, requireKey(core, 'customer'), async (c) => {
    const query = validate(previewQuerySchema, c.req.query());
    const row = recipientOr404(core, c.get('auth').teamId, c.req.param('recipientId'));
    if (row.render_status !== 'rendered') throw new HttpError(404, 'Preview not found: the recipient is not rendered yet');
    const page = (query.page ?? 0) + 1; // page 0 is file <type>-1.png
    const document = documentsOf(core.db, row.id).find((d) => d.format === 'preview' && d.type === query.type && d.page === page);
    if (!document) throw new HttpError(404, `Preview not found: no ${query.type} page ${page - 1}`);
    const bytes = await readFile(storageFile(core.storageDir, document.src));
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/png' });
  });
}
