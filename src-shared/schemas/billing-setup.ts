import { z } from 'zod';

/** The hosted billing setup form (application/x-www-form-urlencoded). */
export const billingSetupFormSchema = z.object({
  cardholderName: z.string().trim().min(1, { message: 'Enter the name on the card' }).max(200),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), { message: 'Enter a card number of 12 to 19 digits' }),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { message: 'Enter the expiry date as MM/YY' }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { message: 'Enter the 3 or 4 digit security code' }),
  subscribe: z.literal('on').optional(),
});
