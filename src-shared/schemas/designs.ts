import { z } from 'zod';
import { PRODUCT_KEYS } from '../products.ts';
import { htmlSideSchema } from './html-recipients.ts';
import { HTML_SIDE_MAX_BYTES } from './smart-qr.ts';
import { named } from '../contract/openapi-meta.ts';

/** A side of a design: the same {html, styles} as POST /api/recipients/html, at most 250 KB of HTML. */
export const designSideSchema = htmlSideSchema.refine((side) => new TextEncoder().encode(side.html).length <= HTML_SIDE_MAX_BYTES, {
  message: `A side's HTML must be at most ${HTML_SIDE_MAX_BYTES / 1024} KB (embedded images count)`,
  path: ['html'],
});

const productKey = z.string().refine((key) => PRODUCT_KEYS.includes(key), { message: `Must be one of ${PRODUCT_KEYS.join(', ')}` });
const name = z.string().trim().min(1, { message: 'Required' }).max(200);

/** POST /api/designs. Sides default to a starter layout for the product. */
export const createDesignSchema = z
  .object({
    name: name.optional(),
    product_key: productKey,
    orientation: z.enum(['landscape', 'portrait']).optional(),
    include_envelope: z.boolean().optional(),
    front: designSideSchema.optional(),
    back: designSideSchema.nullable().optional(),
  })
  .strict();
export type CreateDesignInput = z.infer<typeof createDesignSchema>;

/** PATCH /api/designs/{designId}: what changed (the studio's autosave). */
export const updateDesignSchema = z
  .object({
    name: name.optional(),
    product_key: productKey.optional(),
    orientation: z.enum(['landscape', 'portrait']).optional(),
    include_envelope: z.boolean().optional(),
    front: designSideSchema.optional(),
    back: designSideSchema.nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'At least one field is required' });
export type UpdateDesignInput = z.infer<typeof updateDesignSchema>;

export const DESIGN_FILE_FORMAT = 'inkpost-design';

/** The one-file export of a design (POST /api/designs/import takes it back). Images travel inside the HTML as data: URLs. */
export const designFileSchema = named(
  'DesignFile',
  z.object({
    format: z.literal(DESIGN_FILE_FORMAT),
    version: z.literal(1),
    name,
    product_key: productKey,
    orientation: z.enum(['landscape', 'portrait']),
    include_envelope: z.boolean(),
    front: designSideSchema,
    back: designSideSchema.nullable(),
  })
  .strict(),
);
export type DesignFile = z.infer<typeof designFileSchema>;

export const listDesignsQuerySchema = z.object({ q: z.string().max(200).optional() }).strict();

export const publishDesignSchema = z.object({ name: name.optional() }).strict();
