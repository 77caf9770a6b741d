import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#shared/products.ts';
import { call, testCore } from '../test-support/test-core.ts';

const PRODUCT_KEYS = ['a5_postcard', 'a6_postcard', '4x6_postcard', '5x7_postcard', 'a5_card', 'a6_card', 'a4_letter', '4x6_card', '5x7_card', '7x10_letter'];

describe('product catalog', () => {
  it('covers every product key of the product brief with unique ids', () => {
    expect(PRODUCTS.map((p) => p.key).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
  });

  it('gives physical sizes and bleed by standard, envelopes for cards and letters only', () => {
    for (const p of PRODUCTS) {
      expect(p.bleedMm).toBeCloseTo(p.standard === 'ISO' ? 3 : 3.175, 3);
      expect(p.supportsEnvelope).toBe(p.category !== 'postcard');
      if (p.alternate) expect(PRODUCTS.find((q) => q.key === p.alternate)?.alternate).toBe(p.key);
    }
    expect(PRODUCTS.find((p) => p.key === 'a6_postcard')).toMatchObject({ widthMm: 148, heightMm: 105 });
    expect(PRODUCTS.find((p) => p.key === '4x6_postcard')?.widthMm).toBeCloseTo(152.4, 3);
  });

  it('is listed by GET /api/products with the product_id to use', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/products', { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(PRODUCT_KEYS.length);
    expect(res.body.find((p: any) => p.key === 'a6_card')).toEqual({
      id: '388d23fc-6c9c-4f05-ad50-8eeba7d1c06f',
      key: 'a6_card',
      name: 'A6 Flat Card',
      category: 'note',
      subcategory: 'A6 flat',
      standard: 'ISO',
      delivery_methods: ['directMail', 'bulkShipping'],
      product_family: 'card',
      alternate: '4x6_card',
      width_mm: 148,
      height_mm: 105,
      bleed_mm: 3,
      supports_envelope: true,
    });
    expect((await call(core, 'GET', '/api/products')).status).toBe(401);
  });
});
