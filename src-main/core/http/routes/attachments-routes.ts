import { MESSAGES } from '#shared/http-status.ts';
import { type Issue, issueTree } from '#shared/issue-tree.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type AttachmentSlotRow, findAttachment, replaceSlots, slotsOf } from '#core/db/attachments-repo.ts';
import { attachmentCampaign, attachmentView, lookupAttachment, storeAttachment } from '#core/domain/attachments/attachment-store.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

function slotsView(core: CoreContext, campaignId: string) {
  return {
    campaign_id: campaignId,
    slots: slotsOf(core.db, campaignId).map((slot) => {
      const attachment = slot.default_attachment_id ? findAttachment(core.db, slot.default_attachment_id) : undefined;
      return { slot: slot.slot, required: slot.required === 1, default: attachment ? { url: attachment.src, page_count: attachment.page_count } : null };
    }),
  };
}

/** PDF attachments: upload per team and campaign, and the campaign's slots with defaults. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'uploadAttachment', async ({ auth, query, c }) => {
    if (!/^application\/pdf\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Content-Type must be application/pdf');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const row = await storeAttachment(core, auth.teamId, query.campaignId, bytes, query.filename);
    return { status: 201, body: attachmentView(row) };
  });

  implement(app, core, 'campaignAttachments', ({ auth, params }) => ({ status: 200, body: slotsView(core, attachmentCampaign(core, auth.teamId, params.campaignId).id) }));

  implement(app, core, 'setCampaignAttachments', ({ auth, params, body }) => {
    const campaign = attachmentCampaign(core, auth.teamId, params.campaignId);
    const issues: Issue[] = [];
    const rows: AttachmentSlotRow[] = body.slots.map((slot, index) => {
      let defaultId: string | null = null;
      if (slot.default) {
        const found = lookupAttachment(core, auth.teamId, campaign.id, slot.default.url);
        if (found.ok) defaultId = found.attachment.id;
        else issues.push({ path: ['slots', index, 'default', 'url'], message: found.message });
      }
      return { campaign_id: campaign.id, slot: index, required: slot.required ? 1 : 0, default_attachment_id: defaultId };
    });
    if (issues.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(issues));
    replaceSlots(core.db, campaign.id, rows);
    return { status: 200, body: slotsView(core, campaign.id) };
  });
}
