import { describe, expect, it } from 'vitest';
import { designMergeFields } from '#shared/design-elements.ts';
import { type DesignElement, elementsOf } from '#shared/design-html.ts';
import { pageGeometry, safeArea } from '#shared/page-geometry.ts';
import { productByKey } from '#shared/products.ts';
import { DEFAULT_SAMPLE } from '#shared/sample-recipients.ts';
import { createDesignSchema } from '#shared/schemas/designs.ts';
import { layoutWarnings } from './layout-checks.ts';
import { contrastWarnings, quietZoneWarnings } from './legibility-checks.ts';
import { unknownFieldWarnings } from './unknown-field-check.ts';
import { designInHand } from '#shared/starters/in-hand.ts';

/** What a browser reports as an SVG data URL's natural size (its root's width and height), as use-image-pixels.ts reads it. */
function svgPixels(elements: readonly DesignElement[]): Map<string, { width: number; height: number }> {
  const out = new Map<string, { width: number; height: number }>();
  for (const el of elements) {
    const src = el.attrs['src'] ?? '';
    if (!src.startsWith('data:image/svg+xml;base64,')) continue;
    const size = /<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(atob(src.split(',')[1]!));
    if (size) out.set(el.id, { width: Number(size[1]), height: Number(size[2]) });
  }
  return out;
}

describe('"Use in a design": a postcard written in the hand', () => {
  const hand = 'Anna "the pen" Smith';
  const design = createDesignSchema.parse(designInHand(hand));
  const sides = [design.front!, design.back!];

  it('writes every handwriting block, front, back and address, in the hand', () => {
    const blocks = sides.flatMap((s) => elementsOf(s.html)).filter((e) => 'data-hw' in e.attrs);
    expect(blocks.map((e) => e.kind).sort()).toEqual(['address', 'handwriting', 'handwriting']);
    for (const block of blocks) expect(block.attrs['data-hw-font'], block.id).toBe(hand);
  });

  it('signs with the sender’s name merge field, not the hand’s name, and keeps the postcard’s address block', () => {
    const back = elementsOf(design.back!.html);
    expect(back.find((e) => e.kind === 'handwriting')!.content).toMatch(/<p>\{\{senderName \| default: "[^"]+"\}\}<\/p>$/);
    for (const side of sides) for (const e of elementsOf(side.html)) expect(e.content, e.id).not.toContain('Smith');
    expect(back.filter((e) => e.kind === 'address' && 'data-hw-address' in e.attrs)).toHaveLength(1);
    expect(back.filter((e) => e.kind === 'stamp')).toHaveLength(1);
    expect(designMergeFields(design.front!.html, design.back!.html)).toEqual(expect.arrayContaining(['firstName', 'senderName', 'address1', 'city', 'postalCode']));
  });

  it('passes the studio’s checks on both sides (layout, contrast, quiet zones, merge fields that match nothing, and images’ resolution as the studio reads an SVG’s size)', () => {
    const product = productByKey(design.product_key!)!;
    expect(product.name).toMatch(/A6/);
    const geometry = pageGeometry(product, design.orientation!);
    const safe = safeArea(product, design.orientation!);
    for (const side of sides) {
      const styles = (side.styles ?? {}) as Record<string, unknown>;
      const background = typeof styles['backgroundColor'] === 'string' ? styles['backgroundColor'] : '#ffffff';
      const elements = elementsOf(side.html);
      expect([...layoutWarnings(elements, geometry, safe, { values: DEFAULT_SAMPLE.values, background, imagePixels: svgPixels(elements) }), ...contrastWarnings(elements, background), ...quietZoneWarnings(elements), ...unknownFieldWarnings(elements, Object.keys(DEFAULT_SAMPLE.values), undefined, 1)]).toEqual([]);
    }
  });
});
