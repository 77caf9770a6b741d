import { z } from 'zod';
import { countrySchema } from './country.ts';

/** A PATCH of settings: only the settings named here (strict), and at least one of them. */
function settingsPatch<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one setting is required' });
}

export const teamSettingsPatchSchema = settingsPatch({
  subscription: z.enum(['active', 'none']).optional(),
  paymentMethod: z.enum(['valid', 'declining', 'none']).optional(),
  generateApi: z.boolean().optional(),
  attachments: z.boolean().optional(),
  externalIdUpsert: z.boolean().optional(),
  /** Lets the team register http:// and loopback/private webhook receivers (local testing). */
  allowPrivateWebhooks: z.boolean().optional(),
  /** The country the team posts from: mail to it leaves the country line off (null: always written). */
  homeCountry: countrySchema.nullable().optional(),
});

/** Sandbox switches of a campaign: testing mode, and holding an activation "in progress". */
export const campaignSandboxPatchSchema = settingsPatch({
  testing: z.boolean().optional(),
  activationInProgress: z.boolean().optional(),
});

const PRODUCT_KEY_RULE = 'Lower-case letters, digits and _ only, starting with a letter or digit';

/** Product keys given to one team, each mapped onto a catalog product key. */
export const teamProductKeysSchema = z
  .object({
    keys: z.preprocess(
      (keys, ctx) => {
        // zod 4's record drops a `__proto__` key before its key schema sees it (zod 3 refused it by the rule): refuse it here.
        if (keys && typeof keys === 'object' && Object.hasOwn(keys, '__proto__')) ctx.addIssue({ code: 'custom', path: ['__proto__'], message: PRODUCT_KEY_RULE, input: keys });
        return keys;
      },
      z.record(z.string().regex(/^[a-z0-9][a-z0-9_]{1,59}$/, { message: PRODUCT_KEY_RULE }), z.string()),
    ),
  })
  .strict();

/** PATCH /_sandbox/settings: server settings of this data directory (null clears). */
export const serverSettingsPatchSchema = settingsPatch({
  publicUrl: z.string().max(500).nullable().optional(),
});
