import { randomUUID } from 'node:crypto';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type AttachmentRow, findAttachmentBySrc, insertAttachment } from '#core/db/attachments-repo.ts';
import { type CampaignRow, findCampaign } from '#core/db/campaigns-repo.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import { ForbiddenError, InvalidInputError, InvalidStateError, NotFoundError } from '#core/base/error-kinds.ts';
import { writeStorageFile } from '#core/policy/storage.ts';
import { pdfLibrary } from '#core/engine/on-first-use.ts';

export const ATTACHMENTS_DISABLED = 'Recipient attachments are not enabled for this team';

/** A one-time campaign of a team with attachments enabled (403 / 400 otherwise). */
export function attachmentCampaign(core: CoreContext, teamId: string, campaignId: string): CampaignRow {
  if (findTeam(core.db, teamId)?.attachments !== 1) throw new ForbiddenError(ATTACHMENTS_DISABLED);
  const campaign = findCampaign(core.db, teamId, campaignId);
  if (!campaign || campaign.hidden === 1) throw new NotFoundError('Campaign not found');
  if (campaign.frequency !== 'oneTime') throw new InvalidStateError('Attachments apply to one-time campaigns');
  return campaign;
}

/** Counts the pages of an uploaded PDF; anything unreadable is refused. */
async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const { PDFDocument } = await pdfLibrary();
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    throw new InvalidInputError('The upload is not a readable PDF');
  }
}

/** The upload workflow: a PDF stored for one team and campaign, addressed by its storage path. */
export async function storeAttachment(core: CoreContext, teamId: string, campaignId: string, bytes: Uint8Array, filename: string | undefined): Promise<AttachmentRow> {
  const campaign = attachmentCampaign(core, teamId, campaignId);
  if (bytes.length === 0) throw new InvalidInputError('The upload is empty');
  const pageCount = await pdfPageCount(bytes);
  if (pageCount === 0) throw new InvalidInputError('The PDF has no pages');
  const id = randomUUID();
  const src = `teams/${teamId}/campaigns/${campaign.id}/attachments/${id}.pdf`;
  writeStorageFile(core.storageDir, src, bytes);
  const row: AttachmentRow = { id, team_id: teamId, campaign_id: campaign.id, src, filename: filename ?? null, page_count: pageCount, byte_size: bytes.length, created_at: nowIso(core.clock) };
  insertAttachment(core.db, row);
  return row;
}

export type AttachmentLookup = { ok: true; attachment: AttachmentRow } | { ok: false; message: string };

/** Resolves a `url` sent by a caller: only storage paths uploaded for this team and campaign. */
export function lookupAttachment(core: CoreContext, teamId: string, campaignId: string, url: string): AttachmentLookup {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return { ok: false, message: 'Remote URLs are not accepted; upload the PDF and use its storage path' };
  const attachment = findAttachmentBySrc(core.db, url);
  if (!attachment || attachment.team_id !== teamId || attachment.campaign_id !== campaignId) {
    return { ok: false, message: 'Not a PDF uploaded for this campaign' };
  }
  return { ok: true, attachment };
}

export function attachmentView(row: AttachmentRow) {
  return { id: row.id, url: row.src, campaign_id: row.campaign_id, filename: row.filename, page_count: row.page_count, byte_size: row.byte_size, created_at: row.created_at };
}
