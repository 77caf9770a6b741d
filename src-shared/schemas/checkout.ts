import { z } from 'zod';
import { httpsUrlSchema } from './https-url.ts';

export const CHECKOUT_NEEDS_CAMPAIGN = 'API key checkout requires a campaign id';

/**
 * Body of POST /api/recipients/checkout: exactly one of campaignId (with an
 * optional HTTPS redirectUrl) or cartId. campaignIds and recipient ids are not
 * supported, and nothing else may be sent.
 */
export const checkoutBodySchema = z
  .object({
    campaignId: z.string().min(1).max(100).optional(),
    cartId: z.string().min(1).max(100).optional(),
    redirectUrl: httpsUrlSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.campaignId !== undefined && body.cartId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['cartId'], message: 'Send either campaignId or cartId, not both' });
    }
    if (body.cartId !== undefined && body.redirectUrl !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['redirectUrl'], message: 'redirectUrl is only used with campaignId' });
    }
  });
