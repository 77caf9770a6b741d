import { z } from 'zod';

/** The occasions marketers mail, which the starter gallery is grouped by. */
export const OCCASIONS = ['thank-you', 'welcome', 'win-back', 'event-invitation', 'review-request', 'referral', 'holiday-greeting', 'appointment-reminder', 'donor-thanks', 'just-listed', 're-order-reminder', 'apology', 'birthday', 'anniversary', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_WORDS: Readonly<Record<Occasion, string>> = {
  'thank-you': 'Thank you',
  welcome: 'Welcome',
  'win-back': 'Win-back',
  'event-invitation': 'Event invitation',
  'review-request': 'Review request',
  referral: 'Referral',
  'holiday-greeting': 'Holiday greeting',
  'appointment-reminder': 'Appointment reminder',
  'donor-thanks': 'Donor thanks',
  'just-listed': 'Just listed',
  're-order-reminder': 'Re-order reminder',
  apology: 'Apology',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  other: 'Other',
};

/** POST /api/starters: a team keeps one of its designs as a starter (a copy: later edits of the design do not change it). */
export const createStarterSchema = z
  .object({
    design_id: z.string(),
    name: z.string().trim().min(1, { message: 'Required' }).max(200).optional(),
    occasion: z.enum(OCCASIONS).optional(),
    description: z.string().trim().max(300).optional(),
  })
  .strict();
export type CreateStarterInput = z.infer<typeof createStarterSchema>;

/** A starter of the gallery as data (src-shared/starters/*.json): a design file with what the gallery shows. */
export const starterFileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(200),
    occasion: z.enum(OCCASIONS),
    description: z.string().min(1).max(300),
    product_key: z.string(),
    orientation: z.enum(['landscape', 'portrait']),
    include_envelope: z.boolean(),
    front: z.object({ html: z.string(), styles: z.record(z.string(), z.unknown()).optional() }).strict(),
    back: z.object({ html: z.string(), styles: z.record(z.string(), z.unknown()).optional() }).strict().nullable(),
  })
  .strict();
export type StarterFile = z.infer<typeof starterFileSchema>;
