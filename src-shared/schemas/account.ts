import { z } from 'zod';
import { httpsUrlSchema } from './https-url.ts';

/** Query of GET /api/account/status. */
export const accountStatusQuerySchema = z.object({
  billingRedirectUrl: httpsUrlSchema.optional(),
});
