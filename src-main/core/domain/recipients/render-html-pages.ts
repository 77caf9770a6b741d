import type { Product } from '#shared/products.ts';
import type { Orientation } from '#shared/page-geometry.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { qrCodesOfRecipient, type QrCodeRow } from '#core/db/qr-codes-repo.ts';
import type { RecipientRow } from '#core/db/recipients-repo.ts';
import type { RenderedFile } from '#core/engine/documents/recipient-documents.ts';
import type { HtmlSide } from '#core/engine/html/index.ts';
import { plannedCodes, trackedUrlsOf } from '../smart-qr/planned-codes.ts';
import { teamHandFamilies } from '#core/domain/hands/hand-store.ts';
import { teamFontCssOption } from '#core/domain/fonts/team-font-css.ts';

/** A template page published from a design: one HTML side (docs/studio.md). */
export interface HtmlPage {
  html: HtmlSide;
}

export function htmlPagesOf(pages: unknown[]): HtmlPage[] | undefined {
  const isHtml = (p: unknown): p is HtmlPage => typeof p === 'object' && p !== null && 'html' in p;
  return pages.length > 0 && pages.every(isHtml) ? pages : undefined;
}

/**
 * Renders a recipient of a design-made template: the sides with this recipient's
 * merge values and handwriting seed, tracked Smart QR codes of their own, in the
 * template's orientation. Returns the files and the codes still to be stored.
 */
export async function renderHtmlPages(
  core: CoreContext,
  job: { row: RecipientRow; product: Product; pages: HtmlPage[]; orientation: Orientation | undefined; mergeValues: Record<string, unknown>; addressLines: readonly string[] },
): Promise<{ files: RenderedFile[]; freshCodes: QrCodeRow[] }> {
  const { row, product, pages } = job;
  const [front, back] = pages.map((p) => p.html);
  if (!front) throw new Error('The template has no pages');
  const { codes, fresh } = plannedCodes(
    { teamId: row.team_id, recipientId: row.id, campaignId: row.campaign_id },
    { front: front.html, back: back?.html },
    nowIso(core.clock),
    qrCodesOfRecipient(core.db, row.id),
  );
  const rendered = await core.htmlEngine().renderCampaignCard({
    product,
    ...(job.orientation ? { orientation: job.orientation } : {}),
    front,
    ...(back ? { back } : {}),
    qrUrls: { front: trackedUrlsOf(core, codes, 'front'), back: trackedUrlsOf(core, codes, 'back') },
    mergeValues: job.mergeValues,
    addressLines: job.addressLines,
    handwritingSeed: row.id,
    hands: teamHandFamilies(core.db, row.team_id),
    ...teamFontCssOption(core.db, row.team_id),
  });
  const type = product.documentType;
  return {
    files: [{ type, format: 'pdf', bytes: rendered.pdf }, ...rendered.previews.map((bytes, i): RenderedFile => ({ type, format: 'preview', page: i + 1, bytes }))],
    freshCodes: fresh,
  };
}
