import { describe, expect, it } from 'vitest';
import { designMergeFields } from '#shared/design-elements.ts';
import { elementsOf } from '#shared/design-html.ts';
import { pageGeometry, safeArea } from '#shared/page-geometry.ts';
import { PRODUCTS, productByKey } from '#shared/products.ts';
import { DEFAULT_SAMPLE } from '#shared/sample-recipients.ts';
import { OCCASIONS } from '#shared/schemas/starters.ts';
import { BUNDLED_STARTERS } from '#shared/starters/index.ts';
import { layoutWarnings } from './layout-checks.ts';
import { contrastWarnings, quietZoneWarnings } from './legibility-checks.ts';
import { unknownFieldWarnings } from './unknown-field-check.ts';

describe("Inkpost's starter gallery", () => {
  it('covers every occasion marketers mail, on postcards, cards and a letter', () => {
    expect(BUNDLED_STARTERS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BUNDLED_STARTERS.map((s) => s.id)).size).toBe(BUNDLED_STARTERS.length);
    expect(new Set(BUNDLED_STARTERS.map((s) => s.occasion))).toEqual(new Set(OCCASIONS.filter((o) => o !== 'other')));
    const products = new Set(BUNDLED_STARTERS.map((s) => s.product_key));
    for (const key of ['a6_postcard', 'a5_postcard', 'a5_card', 'a4_letter']) expect(products).toContain(key);
  });

  it('has at least two starters in every size of the catalog', () => {
    for (const product of PRODUCTS) expect(BUNDLED_STARTERS.filter((s) => s.product_key === product.key).length, product.key).toBeGreaterThanOrEqual(2);
  });

  it.each(BUNDLED_STARTERS.map((s) => [s.id, s] as const))('%s: a handwritten message with merge fields, and nothing the checks would flag', (_id, starter) => {
    const product = productByKey(starter.product_key);
    expect(product, starter.product_key).toBeDefined();
    if (starter.include_envelope) expect(product!.supportsEnvelope).toBe(true);
    const sides = [starter.front, starter.back].filter((s) => s !== null);
    expect(sides.length).toBe(product!.defaultPageCount);
    const html = sides.map((s) => s.html).join('\n');
    expect(html).toContain('data-hw');
    expect(designMergeFields(starter.front.html, starter.back?.html ?? '')).toContain('firstName');
    const geometry = pageGeometry(product!, starter.orientation);
    const safe = safeArea(product!, starter.orientation);
    for (const side of sides) {
      const background = typeof side.styles?.['backgroundColor'] === 'string' ? (side.styles['backgroundColor'] as string) : '#ffffff';
      const elements = elementsOf(side.html);
      expect([...layoutWarnings(elements, geometry, safe, { values: DEFAULT_SAMPLE.values, background }), ...contrastWarnings(elements, background), ...quietZoneWarnings(elements), ...unknownFieldWarnings(elements, Object.keys(DEFAULT_SAMPLE.values), undefined, 1)]).toEqual([]);
    }
  });
});
