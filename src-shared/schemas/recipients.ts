import { z } from 'zod';
import { queryNumber } from './query-number.ts';
import { attachmentRefSchema } from './attachments.ts';
import { countrySchema } from './country.ts';
import { documentedAs, named } from '../contract/openapi-meta.ts';

const text = (max: number) => z.string().trim().max(max);

/** Nested address of POST /api/recipients (camelCase). Which fields are required depends on the campaign. */
export const recipientAddressSchema = named('RecipientAddressInput', z.object({
  address1: text(200).optional(),
  address2: text(200).optional(),
  address3: text(200).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  postalCode: text(20).optional(),
  country: countrySchema.optional(),
}));

export const attachmentOverrideSchema = z.union([z.null(), attachmentRefSchema]);

/** Custom variables: any JSON values; externalId is a string or a number. */
export const recipientVariablesSchema = z
  .record(z.string(), z.unknown())
  .superRefine((vars, ctx) => {
    const id = vars['externalId'];
    if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') {
      ctx.addIssue({ code: 'custom', path: ['externalId'], message: 'Expected string or number' });
    }
  });

/**
 * One recipient. Extra top-level fields that existing clients send (department,
 * "custom 1", ...) pass through and are kept as variables; a top-level
 * externalId is ignored, as the spec says.
 */
export const recipientInputSchema = named(
  'RecipientInput',
  z.object({
    title: text(50).optional(),
    firstName: text(100).min(1, { message: 'Required' }),
    lastName: text(100).min(1, { message: 'Required' }),
    company: text(200).optional(),
    email: z.string().trim().email().max(254).optional(),
    domain: text(253).optional(),
    address: recipientAddressSchema,
    attachments: z.array(attachmentOverrideSchema).max(20).optional(),
    variables: recipientVariablesSchema.optional(),
  })
  .passthrough(),
);

export type RecipientInput = z.infer<typeof recipientInputSchema>;

/** Most recipients one request may carry (the spec leaves it open; see docs/api-notes.md). */
export const MAX_RECIPIENTS_PER_REQUEST = 5000;

export const createRecipientsEnvelopeSchema = z.object({
  campaignId: z.string().min(1, { message: 'Required' }),
  data: z.unknown().refine((v) => v !== undefined, { message: 'Required' }),
});

export const recipientListSchema = z.array(recipientInputSchema).min(1, { message: 'At least one recipient is required' }).max(MAX_RECIPIENTS_PER_REQUEST);

export const previewQuerySchema = z
  .object({
    type: z.enum(['note', 'postcard', 'envelope']),
    // Read from the query string as text (its own message for anything else), documented as the number it is.
    page: documentedAs(
      z
        .string()
        .regex(/^\d+$/, { message: 'page must be a whole number from 0' })
        .transform(Number)
        .optional(),
      { type: 'integer', minimum: 0, description: 'Zero-indexed page (default 0)' },
    ),
  })
  .strict();

/** Query of GET /api/campaigns/{campaignId}/recipients (an Inkpost extension). */
export const listCampaignRecipientsQuerySchema = z
  .object({
    status: z.enum(['pending', 'invalid', 'ready', 'printing', 'shipped', 'delivered', 'deleted']).optional(),
    render_status: z.enum(['queued', 'rendered', 'failed']).optional(),
    warning: z.enum(['any', 'none']).optional(),
    q: z.string().max(200).optional(),
    limit: queryNumber(z.number().int().min(1).max(500)).optional(),
    offset: queryNumber(z.number().int().min(0).max(10_000_000)).optional(),
  })
  .strict();
