import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '../../../../src-shared/products.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES } from '../../../../src-shared/schemas/smart-qr.ts';
import { createHtmlRenderer } from './create-html-renderer.ts';
import type { HtmlRenderer } from './html-renderer.ts';
import { decodePng, decodeQrAt } from './render-test-kit.ts';
import { chromiumMissing } from '../../test-support/chromium.ts';

// Every dots type x corner square type x corner dot type on one A4 page,
// rendered by Chromium at 300 dpi, each decoded with jsQR from the preview.
const combos = SQR_DOTS_TYPES.flatMap((dots) => SQR_CORNER_SQUARE_TYPES.flatMap((square) => SQR_CORNER_DOT_TYPES.map((dot) => ({ dots, square, dot }))));
const SIZE = 15; // the default size: placeholders below carry no data-sqr-size
const PITCH = 32;
const position = (i: number) => ({ x: 10 + (i % 6) * PITCH, y: 10 + Math.floor(i / 6) * (PITCH + 8) });
const trackedUrl = (i: number) => `http://127.0.0.1:43123/q/rcp_7Hk2/${combos[i]?.dots}-${combos[i]?.square}-${combos[i]?.dot}`;

let renderer: HtmlRenderer;
beforeAll(async () => {
  renderer = createHtmlRenderer({ poolSize: 1 });
  if (!chromiumMissing) await renderer.warmUp();
});
afterAll(() => renderer.close());

describe.skipIf(Boolean(chromiumMissing))('Smart QR codes rendered by Chromium', () => {
  it('every dots type and corner style decodes to its exact tracked URL', async () => {
    const placeholders = combos
      .map(({ dots, square, dot }, i) => {
        const { x, y } = position(i);
        return `<div data-sqr data-sqr-id="s${i}" data-sqr-destination="https://example.com/${i}" data-sqr-dots-type="${dots}" data-sqr-corner-square-type="${square}" data-sqr-corner-dot-type="${dot}" style="position:absolute;left:${x}mm;top:${y}mm"></div>`;
      })
      .join('\n');
    const qrUrls = Object.fromEntries(combos.map((_, i) => [`s${i}`, trackedUrl(i)]));
    const side = await renderer.renderSide({ product: productByKey('a4_letter')!, content: { html: placeholders }, qrUrls });
    expect(side.slots).toHaveLength(combos.length);
    const pixels = await decodePng(side.png);
    const decoded = combos.map((_, i) => {
      const { x, y } = position(i);
      return decodeQrAt(pixels, x, y, SIZE);
    });
    expect(decoded).toEqual(combos.map((_, i) => trackedUrl(i)));
  });

  it('colours, backgrounds, sizes in inches and every ECL decode', async () => {
    const variants = [
      'data-sqr-ecl="L" data-sqr-dots-color="#1a237e" data-sqr-background-color="#fff8e1" data-sqr-dots-type="dots"',
      'data-sqr-ecl="M" data-sqr-dots-color="rgb(120, 20, 40)" data-sqr-dots-type="classy"',
      'data-sqr-ecl="Q" data-sqr-size="0.8in" data-sqr-dots-type="extra-rounded"',
      'data-sqr-ecl="H" data-sqr-size="25mm" data-sqr-dots-type="rounded" data-sqr-background-color="white"',
    ];
    const html = `<div style="position:absolute;inset:0;background:#e8f0e0"></div>${variants
      .map((v, i) => `<div data-sqr data-sqr-id="v${i}" data-sqr-destination="https://example.com/" ${v} style="position:absolute;left:${8 + i * 36}mm;top:20mm"></div>`)
      .join('')}`;
    const urls = Object.fromEntries(variants.map((_, i) => [`v${i}`, `http://127.0.0.1:43123/q/v${i}`]));
    const side = await renderer.renderSide({ product: productByKey('a5_postcard')!, content: { html }, qrUrls: urls });
    const pixels = await decodePng(side.png);
    expect(variants.map((_, i) => decodeQrAt(pixels, 8 + i * 36, 20, 25.4))).toEqual(variants.map((_, i) => `http://127.0.0.1:43123/q/v${i}`));
  });
});
