import { z } from 'zod';
import { STATE_REQUIRED_COUNTRIES } from '../countries.ts';
import { countrySchema } from './country.ts';
import { named } from '../contract/openapi-meta.ts';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, { message: 'Required' });

/** One side: an object {html, styles?}; a plain string side is a validation error. */
export const htmlSideSchema = named(
  'HtmlSide',
  z
    .object({
      html: z.string(),
      styles: z.unknown().optional(),
    })
    .strict(),
);

/** Address of an HTML recipient (snake_case); fields beyond these are unsupported. */
export const htmlRecipientAddressSchema = z
  .object({
    address1: required(200),
    address2: text(200).optional(),
    address3: text(200).optional(),
    city: required(100),
    state: text(100).optional(),
    postal_code: required(20),
    country: countrySchema,
  })
  .strict()
  .superRefine((address, ctx) => {
    if (STATE_REQUIRED_COUNTRIES.has(address.country) && !address.state) ctx.addIssue({ code: 'custom', path: ['state'], message: `Required for ${address.country} addresses` });
  });

export const htmlRecipientDataSchema = z
  .object({
    title: text(50).optional(),
    first_name: required(100),
    last_name: required(100),
    company: text(200).optional(),
    email: z.string().trim().email().max(254).optional(),
    domain: text(253).optional(),
    address: htmlRecipientAddressSchema,
    variables: z
      .record(z.string(), z.unknown())
      .superRefine((vars, ctx) => {
        if ('html' in vars) ctx.addIssue({ code: 'custom', path: ['html'], message: 'Creative HTML belongs in the top-level html field' });
        const id = vars['externalId'];
        if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') ctx.addIssue({ code: 'custom', path: ['externalId'], message: 'Expected string or number' });
      })
      .optional(),
  })
  .strict();

/** Body of POST /api/recipients/html. */
export const createHtmlRecipientSchema = z
  .object({
    product_key: z.string().min(1, { message: 'Required' }).max(100),
    include_envelope: z.boolean().optional(),
    orientation: z.enum(['landscape', 'portrait']).optional(),
    data: htmlRecipientDataSchema,
    html: z.object({ front: htmlSideSchema, back: htmlSideSchema.optional() }).strict(),
  })
  .strict();

export type CreateHtmlRecipientInput = z.infer<typeof createHtmlRecipientSchema>;

/** Body of POST /_ui/html-preview: one side as the editor has it, with a recipient's merge values. */
export const htmlPreviewSchema = z
  .object({
    product_key: z.string().min(1, { message: 'Required' }).max(100),
    orientation: z.enum(['landscape', 'portrait']).optional(),
    side: z.enum(['front', 'back']).default('front'),
    html: htmlSideSchema,
    /** Merge values of the recipient previewed (firstName, address1, variables...); without them {{fields}} stay as written. */
    values: z.record(z.string(), z.unknown()).optional(),
    /** Seed of the handwriting's variation (the recipient previewed). */
    seed: z.string().max(200).optional(),
    /** Resolution of the PNG (default 300): the studio asks for its screen's, which renders faster. */
    dpi: z.number().int().min(48).max(300).optional(),
  })
  .strict();
