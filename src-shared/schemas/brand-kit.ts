import { z } from 'zod';
import { PRINT_FONTS } from '../print-fonts.ts';

/** A logo larger than this makes every side that carries it slow to send (a side is at most 250 KB in all). */
export const LOGO_MAX_BYTES = 120 * 1024;
export const BRAND_COLOURS_MAX = 8;
export const BRAND_LOGOS_MAX = 6;

const families = PRINT_FONTS.map((f) => f.family);
/** A heading or body face: a bundled print typeface or one of the team's own (GET /api/fonts). */
const fontOf = (teamFamilies: readonly string[]) => {
  const message = `Must be one of the bundled print typefaces: ${families.join(', ')}${teamFamilies.length > 0 ? `, or one of the team's own: ${teamFamilies.join(', ')}` : ", or one of the team's own (POST /api/fonts)"}`;
  return z.string().refine((family) => families.includes(family) || teamFamilies.includes(family), { message });
};

function dataUrlBytes(url: string): number {
  const comma = url.indexOf(',');
  return Math.floor(((url.length - comma - 1) * 3) / 4);
}

const logo = z
  .string()
  .regex(/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, { message: 'A PNG, JPEG, WebP or SVG image as a base64 data: URL' })
  .refine((url) => dataUrlBytes(url) <= LOGO_MAX_BYTES, { message: `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB` });

export const brandColourSchema = z
  .object({
    name: z.string().trim().max(40),
    value: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'A colour as #rrggbb' }).transform((v) => v.toLowerCase()),
  })
  .strict();

/** One of the kit's logos: a name, and the ground it is made for (a light logo goes on dark cards). */
export const brandLogoSchema = z
  .object({
    name: z.string().trim().max(40),
    ground: z.enum(['light', 'dark'], { error: () => "The ground it goes on: 'light' or 'dark'" }),
    src: logo,
  })
  .strict();

/** PUT /api/brand-kit: the team's kit as a whole, for a team with these typefaces of its own. */
export const brandKitInputSchemaFor = (teamFamilies: readonly string[]) => z
  .object({
    logo: logo.nullable(),
    logos: z.array(brandLogoSchema).max(BRAND_LOGOS_MAX, { message: `At most ${BRAND_LOGOS_MAX} logos` }).default([]),
    colours: z.array(brandColourSchema).max(BRAND_COLOURS_MAX, { message: `At most ${BRAND_COLOURS_MAX} colours` }),
    heading_font: fontOf(teamFamilies).nullable(),
    body_font: fontOf(teamFamilies).nullable(),
  })
  .strict();
export const brandKitInputSchema = brandKitInputSchemaFor([]);
