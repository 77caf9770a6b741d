import type { Product } from '#shared/products.ts';

/**
 * Page data of a default published template: a handwritten message on the
 * writing side, placed in millimetres on the trimmed page. Postcards keep the
 * right half of the back free for the address and stamp.
 */
export function defaultTemplatePages(product: Product): unknown[] {
  const margin = 8;
  const message = '<p>Dear {{firstName}},</p><p>Thank you for being with us this year. It means a lot to us, and we wanted to say so by hand.</p><p>Warm wishes</p>';
  const textWidth = product.category === 'postcard' ? product.widthMm / 2 - margin * 1.5 : product.widthMm - margin * 2;
  const writing = {
    blocks: [
      {
        type: 'text',
        x: margin,
        y: margin,
        width: textWidth,
        height: product.heightMm - margin * 2,
        content: message,
        fontFamily: 'Stafford',
        fontSize: product.category === 'letter' ? '18pt' : '16pt',
        color: 'blue',
        textAlign: 'left',
        verticalAlign: 'top',
        autoResize: true,
      },
    ],
  };
  if (product.defaultPageCount === 1) return [writing];
  // Front (picture side) left for the customer's artwork; the back carries the note.
  return [{ blocks: [] }, writing];
}
