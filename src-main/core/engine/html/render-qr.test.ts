import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_MIN_SIZE_MM } from '#shared/schemas/smart-qr.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { createHtmlSideEngine } from './create-html-side-engine.ts';
import type { HtmlSideEngine } from './html-side-engine.ts';
import { decodePng, decodeQrAt, jsqrDecoder, type Pixels, zxingDecoder } from '#core/test-support/render-test-kit.ts';

// Every dots type x corner square type x corner dot type, rendered by Chromium
// at 300 dpi at sizes from the minimum up, each decoded from the preview with
// two independent decoders (jsQR and ZXing), for a local tracked URL and for a
// longer one behind a public URL (more modules in the same size).
const combos = SQR_DOTS_TYPES.flatMap((dots) => SQR_CORNER_SQUARE_TYPES.flatMap((square) => SQR_CORNER_DOT_TYPES.map((dot) => ({ dots, square, dot }))));
const LOCAL = (i: number) => `http://127.0.0.1:4785/q/Xk3pQ9mZ2vL8wR${String(i).padStart(2, '0')}`;
const PUBLIC = (i: number) => `https://inkpost-demo.tunnel.example.dev/q/Xk3pQ9mZ2vL8wR${String(i).padStart(2, '0')}`;
const CASES: [number, (i: number) => string][] = [
  [SQR_MIN_SIZE_MM, LOCAL],
  [12, LOCAL],
  [15, LOCAL],
  [20, LOCAL],
  [30, LOCAL],
  [SQR_MIN_SIZE_MM, PUBLIC],
  [15, PUBLIC],
];

let renderer: HtmlSideEngine;
beforeAll(async () => {
  renderer = createHtmlSideEngine({ poolSize: 1 });
  if (!chromiumMissing) await renderer.warmUp();
});
afterAll(() => renderer.close());

/** Renders every combination at one size on A4 landscape pages; answers where each code is. */
async function renderAll(sizeMm: number, url: (i: number) => string): Promise<{ page: Pixels; x: number; y: number }[]> {
  const pitch = sizeMm + 8;
  const perRow = Math.floor(280 / pitch);
  const perPage = perRow * Math.floor(195 / pitch);
  const at = (i: number) => ({ x: 6 + ((i % perPage) % perRow) * pitch, y: 6 + Math.floor((i % perPage) / perRow) * pitch });
  const placed: { page: Pixels; x: number; y: number }[] = [];
  for (let start = 0; start < combos.length; start += perPage) {
    const indices = combos.map((_, i) => i).slice(start, start + perPage);
    const html = indices
      .map((i) => {
        const { dots, square, dot } = combos[i]!;
        const { x, y } = at(i);
        return `<div data-sqr data-sqr-id="s${i}" data-sqr-destination="https://example.com/${i}" data-sqr-size="${sizeMm}mm" data-sqr-dots-type="${dots}" data-sqr-corner-square-type="${square}" data-sqr-corner-dot-type="${dot}" style="position:absolute;left:${x}mm;top:${y}mm"></div>`;
      })
      .join('');
    const side = await renderer.renderSide({ product: productByKey('a4_letter')!, orientation: 'landscape', content: { html }, qrUrls: Object.fromEntries(indices.map((i) => [`s${i}`, url(i)])) });
    const page = await decodePng(side.png);
    for (const i of indices) placed.push({ page, ...at(i) });
  }
  return placed;
}

describe.skipIf(Boolean(chromiumMissing))('Smart QR codes rendered by Chromium', () => {
  it.each(CASES)('every dots type and corner style decodes at %s mm with jsQR and ZXing', async (sizeMm, url) => {
    const placed = await renderAll(sizeMm, url);
    const failures = combos.flatMap(({ dots, square, dot }, i) => {
      const { page, x, y } = placed[i]!;
      return [
        ['jsQR', jsqrDecoder],
        ['ZXing', zxingDecoder],
      ].flatMap(([name, decoder]) => (decodeQrAt(page, x, y, sizeMm, decoder as typeof jsqrDecoder) === url(i) ? [] : [`${name}: ${dots} / ${square} ring / ${dot} centre`]));
    });
    expect(failures).toEqual([]);
  }, 60_000);

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
    for (const decoder of [jsqrDecoder, zxingDecoder]) {
      expect(variants.map((_, i) => decodeQrAt(pixels, 8 + i * 36, 20, 25.4, decoder))).toEqual(variants.map((_, i) => `http://127.0.0.1:43123/q/v${i}`));
    }
  });
});
