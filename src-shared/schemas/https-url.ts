import { z } from 'zod';

export const MAX_REDIRECT_URL_LENGTH = 500;

/** An absolute HTTPS URL of at most 500 characters (billingRedirectUrl, redirectUrl). */
export const httpsUrlSchema = z
  .string()
  .max(MAX_REDIRECT_URL_LENGTH)
  .url()
  .refine((value) => /^https:\/\/[^/?#]+/i.test(value), { message: 'Must be an HTTPS URL' });
