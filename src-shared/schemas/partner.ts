import { z } from 'zod';
import { httpsUrlSchema } from './https-url.ts';

const requiredText = (max: number) => z.string().trim().min(1, { message: 'Required' }).max(max);

/** Body of POST /api/partner/teams. */
export const provisionTeamSchema = z.object({
  email: z.string().trim().max(254).email(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  companyName: requiredText(200),
  billingRedirectUrl: httpsUrlSchema.optional(),
});

export type ProvisionTeamInput = z.infer<typeof provisionTeamSchema>;
