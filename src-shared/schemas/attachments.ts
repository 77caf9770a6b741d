import { z } from 'zod';

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENT_SLOTS = 10;

/** PUT /api/campaigns/{campaignId}/attachments: the campaign's ordered slots and their defaults. */
export const attachmentSlotsSchema = z
  .object({
    slots: z
      .array(
        z
          .object({
            required: z.boolean().default(false),
            default: z.union([z.null(), z.object({ url: z.string().min(1).max(1000) }).strict()]).default(null),
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
