import { z } from 'zod';
import { countryCode, UNKNOWN_COUNTRY_MESSAGE } from '../countries.ts';

/** A country as people write it ("GB", "GBR", "United Kingdom", "UK"), stored and answered as its alpha-2 code. */
export const countrySchema = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const code = countryCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: UNKNOWN_COUNTRY_MESSAGE });
    return z.NEVER;
  });
