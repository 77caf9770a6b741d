import { z } from 'zod';
import { countrySchema } from './country.ts';
import { named } from '../contract/openapi-meta.ts';

const text = (max: number) => z.string().trim().max(max);

/** Address object of campaigns (return_address, shipping_address). */
export const addressSchema = named('AddressInput', z.object({
  type: z.enum(['return', 'shipping']).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  company: text(200).optional(),
  address1: text(200).min(1, { message: 'Required' }),
  address2: text(200).optional(),
  address3: text(200).optional(),
  city: text(100).min(1, { message: 'Required' }),
  state: text(100).optional(),
  postal_code: text(20).optional(),
  country: countrySchema,
}));

export type AddressInput = z.infer<typeof addressSchema>;
