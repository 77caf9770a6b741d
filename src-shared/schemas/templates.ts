import { z } from 'zod';
import { type Product, productById } from '../products.ts';
import { DEFAULT_FONT_FAMILY, DEFAULT_INK_COLOR, FONT_FAMILIES, INK_COLORS, TEXT_ALIGNS, VERTICAL_ALIGNS } from '../handwriting.ts';

const mm = z.number().finite().min(0).max(1000);

/**
 * A handwritten text block on one page, placed in millimetres from the top-left
 * corner of the trimmed page. `content` is simple HTML (paragraphs, line breaks)
 * with {{variable}} placeholders filled per recipient.
 */
export const textBlockSchema = z
  .object({
    type: z.literal('text'),
    x: mm,
    y: mm,
    width: mm.refine((v) => v > 0, { message: 'Must be greater than 0' }),
    height: mm.refine((v) => v > 0, { message: 'Must be greater than 0' }),
    content: z.string().max(20_000),
    fontFamily: z.enum(FONT_FAMILIES).default(DEFAULT_FONT_FAMILY),
    fontSize: z
      .string()
      .regex(/^\d+(\.\d+)?(pt|mm|px|in)$/, { message: 'Expected a size with a unit (pt, mm, px or in), e.g. 16pt' })
      .default('16pt'),
    color: z.enum(INK_COLORS).default(DEFAULT_INK_COLOR),
    textAlign: z.enum(TEXT_ALIGNS).default('left'),
    verticalAlign: z.enum(VERTICAL_ALIGNS).default('top'),
    autoResize: z.boolean().default(false),
  })
  .strict();

/** One printed side: its handwritten blocks (an empty list leaves the side for artwork). */
export const templatePageSchema = z.object({ blocks: z.array(textBlockSchema).max(20) }).strict();

/** Letters may run to several sheets; postcards and cards have a front and a back. */
export function maxPagesFor(product: Product): number {
  return product.category === 'letter' ? 4 : 2;
}

/** Body of POST /api/templates: the product must exist and every block must fit its page. */
export const createTemplateSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    product_id: z.string().min(1, { message: 'Required' }),
    pages: z.array(templatePageSchema).min(1).optional(),
  })
  .superRefine((body, ctx) => {
    const product = productById(body.product_id);
    if (!product) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Unknown product' });
      return;
    }
    const pages = body.pages ?? [];
    if (pages.length > maxPagesFor(product)) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: `${product.name} has at most ${maxPagesFor(product)} pages` });
    }
    pages.forEach((page, p) =>
      page.blocks.forEach((block, b) => {
        if (block.x + block.width > product.widthMm + 1e-6) {
          ctx.addIssue({ code: 'custom', path: ['pages', p, 'blocks', b, 'width'], message: `Block runs past the page width of ${product.widthMm} mm` });
        }
        if (block.y + block.height > product.heightMm + 1e-6) {
          ctx.addIssue({ code: 'custom', path: ['pages', p, 'blocks', b, 'height'], message: `Block runs past the page height of ${product.heightMm} mm` });
        }
      }),
    );
  });
export type TemplatePage = z.infer<typeof templatePageSchema>;
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

