import { addressElement, handwritingElement, stampElement, textElement } from '#shared/design-elements.ts';
import { type Orientation, pageGeometry, safeArea } from '#shared/page-geometry.ts';
import type { Product } from '#shared/products.ts';

export interface Side {
  html: string;
  styles?: unknown;
}

/**
 * The layout a new design starts from, so that the studio opens on a card and
 * not on a blank page: a headline and a handwritten note; on a postcard's back,
 * the note beside the address and a stamp box; a letter is one handwritten page.
 */
export function starterSides(product: Product, orientation?: Orientation): { front: Side; back: Side | null } {
  const g = pageGeometry(product, orientation);
  const safe = safeArea(product, orientation);
  const background = { backgroundColor: '#fffdf8' };
  if (product.category === 'letter') {
    return {
      front: { styles: background, html: handwritingElement('note', { x: safe.x + 6, y: safe.y + 10, width: safe.width - 12, height: safe.height - 20 }, '<p>Dear {{firstName}},</p><p>Thank you for being with us this year. We wanted to write to you ourselves.</p><p>Warm wishes,</p>') },
      back: null,
    };
  }
  const front = {
    styles: background,
    html: [
      textElement('headline', { x: safe.x, y: safe.y + 2, width: safe.width, height: 14 }, 'Thank you'),
      handwritingElement('note', { x: safe.x, y: safe.y + 20, width: safe.width, height: Math.max(20, safe.height - 22) }),
    ].join('\n'),
  };
  if (product.category !== 'postcard') {
    return { front, back: { styles: background, html: handwritingElement('inside', { x: safe.x + 4, y: safe.y + 6, width: safe.width - 8, height: safe.height - 12 }, '<p>Dear {{firstName}},</p><p>With warm wishes from all of us.</p>') } };
  }
  const half = g.widthMm / 2;
  const back = {
    styles: background,
    html: [
      handwritingElement('message', { x: safe.x, y: safe.y, width: half - safe.x - 4, height: safe.height }, '<p>Dear {{firstName}},</p><p>We hope to see you again soon.</p>'),
      stampElement('stamp', { x: safe.x + safe.width - 20, y: safe.y, width: 20, height: 24 }),
      addressElement('address', { x: half + 4, y: g.heightMm * 0.45, width: safe.x + safe.width - half - 4, height: g.heightMm * 0.55 - safe.y }),
    ].join('\n'),
  };
  return { front, back };
}
