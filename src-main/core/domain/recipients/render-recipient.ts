import { newRowId } from '#core/base/ids.ts';
import { readFileSync } from 'node:fs';
import { productById } from '#shared/products.ts';
import { type TemplatePage, templatePageSchema } from '#shared/schemas/templates.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { type DocumentRow, replaceDocuments } from '#core/db/documents-repo.ts';
import type { JobRow } from '#core/db/jobs-repo.ts';
import { findRecipientById, type RecipientRow, setRenderOutcome } from '#core/db/recipients-repo.ts';
import { findPublishedTemplate } from '#core/db/templates-repo.ts';
import { recipientDocumentSrc, storageFile, writeStorageFile } from '#core/policy/storage.ts';
import { pdfAppending } from '#core/engine/on-first-use.ts';
import { recipientAttachments } from '#core/db/attachments-repo.ts';
import { afterRecipientRendered } from './after-render.ts';
import { domesticCountry, recipientAddressLines, recipientPostalAddress, returnAddressLines, returnAddressOf } from '../postal-lines.ts';
import { type HtmlPage, htmlPagesOf, renderHtmlPages } from './render-html-pages.ts';
import { insertQrCode, type QrCodeRow } from '#core/db/qr-codes-repo.ts';
import type { RenderedFile } from '#core/engine/documents/recipient-documents.ts';
import { RENDER_RECIPIENT_JOB, type RenderRecipientPayload } from './render-queue.ts';
import { noteRenderFinished } from './render-backlog.ts';

/** Values the template's {{...}} placeholders can name: recipient fields, then variables. */
function mergeValues(row: RecipientRow): Record<string, unknown> {
  return {
    ...recipientPostalAddress(row),
    email: row.email,
    domain: row.domain,
    ...(JSON.parse(row.variables_json) as Record<string, unknown>),
  };
}

/**
 * A template version's pages, parsed: every recipient of a campaign renders the same
 * version (versions are never changed, publishing adds one), so each is read once.
 */
const parsedPages = new Map<string, { html: HtmlPage[] | undefined; pages: TemplatePage[] }>();
const MAX_PARSED_VERSIONS = 32;

function pagesOf(version: { id: string; pages_json: string }): { html: HtmlPage[] | undefined; pages: TemplatePage[] } {
  let parsed = parsedPages.get(version.id);
  if (!parsed) {
    const stored = JSON.parse(version.pages_json) as unknown[];
    const html = htmlPagesOf(stored);
    parsed = { html, pages: html ? [] : stored.map((p) => templatePageSchema.parse(p)) };
    if (parsedPages.size >= MAX_PARSED_VERSIONS) parsedPages.delete(parsedPages.keys().next().value!);
    parsedPages.set(version.id, parsed);
  }
  return parsed;
}

async function renderAndStore(core: CoreContext, recipientId: string): Promise<void> {
  const row = findRecipientById(core.db, recipientId);
  if (!row) return; // deleted meanwhile: nothing to render
  const campaign = findCampaign(core.db, row.team_id, row.campaign_id);
  const product = campaign ? productById(campaign.product_id) : undefined;
  const template = campaign ? findPublishedTemplate(core.db, row.team_id, campaign.template_id) : undefined;
  if (!campaign || !product || !template) throw new Error('The recipient’s campaign, product or template is missing');
  const { html: htmlPages, pages } = pagesOf(template.version);
  const returnAddress = returnAddressOf(campaign);
  const recipientAddress = recipientAddressLines(row, domesticCountry(core, row.team_id, campaign));
  const envelopeInput = {
    product,
    recipientAddress,
    returnAddress: returnAddress ? returnAddressLines(returnAddress, row.country) : null,
    includeEnvelope: campaign.include_envelope === 1,
    stampOnEnvelope: campaign.stamp_on_envelope === 1,
    seed: row.id,
  };
  let files: RenderedFile[];
  let freshCodes: QrCodeRow[] = [];
  if (htmlPages) {
    const orientation = template.version.orientation ?? undefined;
    ({ files, freshCodes } = await renderHtmlPages(core, { row, product, pages: htmlPages, orientation, mergeValues: mergeValues(row), addressLines: recipientAddress }));
    files.push(...(await core.documents.envelope(envelopeInput)));
  } else {
    files = await core.documents.documents({ ...envelopeInput, pages, fields: mergeValues(row) });
  }

  // Attachment PDFs print after the piece itself, in slot order.
  const attachmentBytes = recipientAttachments(core.db, row.id).map((a) => new Uint8Array(readFileSync(storageFile(core.storageDir, a.src))));
  const piece = files.find((f) => f.format === 'pdf' && f.type !== 'envelope');
  if (piece) piece.bytes = await (await pdfAppending()).appendPdfPages(piece.bytes, attachmentBytes);

  const now = nowIso(core.clock);
  const documents: DocumentRow[] = files.map((file) => {
    const src = recipientDocumentSrc(row.team_id, row.campaign_id, row.id, file.type, file.format === 'pdf' ? 'pdf' : 'png', file.page);
    writeStorageFile(core.storageDir, src, file.bytes);
    return { id: newRowId(), recipient_id: row.id, team_id: row.team_id, format: file.format, type: file.type, page: file.page ?? null, src, created_at: now };
  });
  core.db.transaction(() => {
    for (const code of freshCodes) insertQrCode(core.db, code);
    replaceDocuments(core.db, row.id, documents);
    setRenderOutcome(core.db, row.id, 'rendered', null, now);
    afterRecipientRendered(core, row.id);
  })();
  noteRenderFinished(core, row.campaign_id);
  core.events.publish('recipient.changed', row.team_id, row.id);
  core.events.publish('campaign.changed', row.team_id, row.campaign_id);
}

/** Registers the render worker: retried by the queue, and recorded as failed after the last attempt. */
export function registerRecipientRenderJob(core: CoreContext): void {
  core.jobs.handle(RENDER_RECIPIENT_JOB, async (payload: unknown, job: JobRow) => {
    const { recipientId } = payload as RenderRecipientPayload;
    try {
      await renderAndStore(core, recipientId);
    } catch (error) {
      if (job.attempts >= job.max_attempts) {
        const message = error instanceof Error ? error.message : String(error);
        setRenderOutcome(core.db, recipientId, 'failed', `Rendering failed: ${message}`, nowIso(core.clock));
        core.events.publish('recipient.changed', null, recipientId);
        // Its campaign's backlog is one shorter (a failure for good is finished too).
        const row = findRecipientById(core.db, recipientId);
        if (row) {
          noteRenderFinished(core, row.campaign_id);
          core.events.publish('campaign.changed', row.team_id, row.campaign_id);
        }
      }
      throw error;
    }
  });
}
