import { z } from 'zod';
import { documentedAs } from '../contract/openapi-meta.ts';
import { addressSchema } from './address.ts';

export const CAMPAIGN_STATUSES = ['pending', 'ready', 'paused', 'stopped', 'shipped', 'deleted'] as const;
export const CAMPAIGN_FREQUENCIES = ['oneTime', 'recurring'] as const;
export const DELIVERY_METHODS = ['directMail', 'bulkShipping'] as const;

/** Fields the service derives from the team's billing setup; a caller sending one gets 400. */
export const BILLING_FIELDS = ['billing_method', 'billing', 'subscription_id', 'invoice_id', 'payment_method'] as const;
export const BILLING_FIELD_MESSAGE = "Billing fields must not be sent; billing_method is derived from the team's billing setup";

// Documented as what the server does: no value is accepted (`not: {}`), rather than as anything goes.
const forbidden = documentedAs(
  // .optional(): zod 4 counts a z.unknown() key as required in the input type (zod 3 did not).
  z.unknown().refine((value) => value === undefined, { message: BILLING_FIELD_MESSAGE }).optional(),
  { not: {}, description: `Must not be sent: ${BILLING_FIELD_MESSAGE} (400 Validation error)` },
);
const billingFieldShape = Object.fromEntries(BILLING_FIELDS.map((field) => [field, forbidden])) as Record<(typeof BILLING_FIELDS)[number], typeof forbidden>;

/** Body of POST /api/campaigns. */
export const createCampaignSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'Required' }).max(200),
    delivery_method: z.enum(DELIVERY_METHODS),
    frequency: z.enum(CAMPAIGN_FREQUENCIES),
    product_id: z.string().min(1, { message: 'Required' }),
    template_id: z.string().min(1, { message: 'Required' }),
    include_envelope: z.boolean().optional(),
    envelope_sealed: z.boolean().optional(),
    stamp_on_envelope: z.boolean().optional(),
    shipping_address: addressSchema.optional(),
    return_address: addressSchema.optional(),
    tracking_email: z.string().trim().max(254).email().optional(),
    // A JSON boolean only: the string 'true' is a validation error, never coerced.
    activate: z.boolean().optional(),
    ...billingFieldShape,
  })
  .superRefine((body, ctx) => {
    if (body.delivery_method === 'bulkShipping' && !body.shipping_address) {
      ctx.addIssue({ code: 'custom', path: ['shipping_address'], message: 'Required for bulkShipping' });
    }
    if (body.activate === true) {
      if (body.frequency !== 'recurring') ctx.addIssue({ code: 'custom', path: ['frequency'], message: 'Only recurring campaigns can be activated' });
      if (body.delivery_method !== 'directMail') ctx.addIssue({ code: 'custom', path: ['delivery_method'], message: 'Only directMail campaigns can be activated' });
      if (!body.return_address) ctx.addIssue({ code: 'custom', path: ['return_address'], message: 'Required when activate is true' });
    }
  });

export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** Query of GET /api/campaigns. */
export const listCampaignsQuerySchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  frequency: z.enum(CAMPAIGN_FREQUENCIES).optional(),
});
