import { z } from 'zod';
import { named } from '../contract/openapi-meta.ts';

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENT_SLOTS = 10;

/** An uploaded attachment, by its storage path (POST /api/attachments answers it). */
export const attachmentRefSchema = named('AttachmentRef', z.object({ url: z.string().min(1).max(1000) }).strict());

/** PUT /api/campaigns/{campaignId}/attachments: the campaign's ordered slots and their defaults. */
export const attachmentSlotsSchema = z
  .object({
    slots: z
      .array(
        z
          .object({
            required: z.boolean().default(false),
            default: z.union([z.null(), attachmentRefSchema]).default(null),
          })
          .strict(),
      )
      .max(MAX_ATTACHMENT_SLOTS),
  })
  .strict();

export const uploadAttachmentQuerySchema = z.object({
  campaignId: z.string().min(1, { message: 'Required' }),
  filename: z.string().max(200).optional(),
});
