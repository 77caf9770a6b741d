import { z } from 'zod';
import { countrySchema } from './country.ts';

export const teamSettingsPatchSchema = z
  .object({
    subscription: z.enum(['active', 'none']).optional(),
    paymentMethod: z.enum(['valid', 'declining', 'none']).optional(),
    generateApi: z.boolean().optional(),
    attachments: z.boolean().optional(),
    externalIdUpsert: z.boolean().optional(),
    /** Lets the team register http:// and loopback/private webhook receivers (local testing). */
    allowPrivateWebhooks: z.boolean().optional(),
    /** The country the team posts from: mail to it leaves the country line off (null: always written). */
    homeCountry: countrySchema.nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one setting is required' });

/** Sandbox switches of a campaign: testing mode, and holding an activation "in progress". */
export const campaignSandboxPatchSchema = z
  .object({
    testing: z.boolean().optional(),
    activationInProgress: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one setting is required' });

/** Product keys given to one team, each mapped onto a catalog product key. */
export const teamProductKeysSchema = z
  .object({
    keys: z.record(z.string().regex(/^[a-z0-9][a-z0-9_]{1,59}$/, { message: 'Lower-case letters, digits and _ only, starting with a letter or digit' }), z.string()),
  })
  .strict();

/** PATCH /_sandbox/settings: server settings of this data directory (null clears). */
export const serverSettingsPatchSchema = z
  .object({
    publicUrl: z.string().max(500).nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one setting is required' });
