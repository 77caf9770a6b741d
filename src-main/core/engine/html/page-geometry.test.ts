import { describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { pageGeometry, previewPixels } from './page-geometry.ts';

describe('pageGeometry', () => {
  it('keeps the catalog orientation by default and swaps for the other one', () => {
    const a6 = productByKey('a6_postcard')!;
    expect(pageGeometry(a6)).toEqual({ orientation: 'landscape', trimWidthMm: 148, trimHeightMm: 105, bleedMm: 3, widthMm: 154, heightMm: 111 });
    expect(pageGeometry(a6, 'portrait')).toMatchObject({ trimWidthMm: 105, trimHeightMm: 148, widthMm: 111, heightMm: 154 });
    const a4 = productByKey('a4_letter')!;
    expect(pageGeometry(a4)).toMatchObject({ orientation: 'portrait', widthMm: 216, heightMm: 303 });
    expect(pageGeometry(a4, 'landscape')).toMatchObject({ widthMm: 303, heightMm: 216 });
  });

  it('gives 300 dpi previews', () => {
    const g = pageGeometry(productByKey('4x6_postcard')!);
    expect(g.widthMm).toBeCloseTo(6.25 * 25.4, 9);
    expect(previewPixels(g)).toEqual({ width: 1875, height: 1275 });
  });
});
