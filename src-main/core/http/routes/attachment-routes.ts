import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ROUTES } from '../../../../src-shared/routes.ts';
import { attachmentSlotsSchema, MAX_ATTACHMENT_BYTES, uploadAttachmentQuerySchema } from '../../../../src-shared/schemas/attachments.ts';
import type { CoreContext } from '../../context.ts';
import { type AttachmentSlotRow, findAttachment, replaceSlots, slotsOf } from '../../db/attachments-repo.ts';
import { attachmentCampaign, attachmentView, lookupAttachment, storeAttachment } from '../../domain/attachments/attachment-store.ts';
import { type Issue, issueTree } from '../../../../src-shared/issue-tree.ts';
import { MESSAGES } from '../../../../src-shared/http-status.ts';
import { requireKey } from '../auth.ts';
import type { AppEnv } from '../env.ts';
import { errorResponse, HttpError } from '../errors.ts';
import { readBody, validate } from '../validation.ts';

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
export function registerAttachmentRoutes(app: Hono<AppEnv>, core: CoreContext): void {
  app.post(
    ROUTES.uploadAttachment.path,
    requireKey(core, 'customer'),
    bodyLimit({ maxSize: MAX_ATTACHMENT_BYTES, onError: (c) => errorResponse(c, 413, `Attachments are limited to ${MAX_ATTACHMENT_BYTES} bytes`) }),
    async (c) => {
      const query = validate(uploadAttachmentQuerySchema, c.req.query());
      if (!/^application\/pdf\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Content-Type must be application/pdf');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const row = await storeAttachment(core, c.get('auth').teamId, query.campaignId, bytes, query.filename);
      return c.json(attachmentView(row), 201);
    },
  );

  app.get(ROUTES.campaignAttachments.path, requireKey(core, 'customer'), (c) => {
    const campaign = attachmentCampaign(core, c.get('auth').teamId, c.req.param('campaignId'));
    return c.json(slotsView(core, campaign.id));
  });

  app.put(ROUTES.setCampaignAttachments.path, requireKey(core, 'customer'), async (c) => {
    const teamId = c.get('auth').teamId;
    const campaign = attachmentCampaign(core, teamId, c.req.param('campaignId'));
    const body = await readBody(c, attachmentSlotsSchema);
    const issues: Issue[] = [];
    const rows: AttachmentSlotRow[] = body.slots.map((slot, index) => {
      let defaultId: string | null = null;
      if (slot.default) {
        const found = lookupAttachment(core, teamId, campaign.id, slot.default.url);
        if (found.ok) defaultId = found.attachment.id;
        else issues.push({ path: ['slots', index, 'default', 'url'], message: found.message });
      }
      return { campaign_id: campaign.id, slot: index, required: slot.required ? 1 : 0, default_attachment_id: defaultId };
    });
    if (issues.length > 0) throw new HttpError(400, MESSAGES.validation, issueTree(issues));
    replaceSlots(core.db, campaign.id, rows);
    return c.json(slotsView(core, campaign.id));
  });
}
