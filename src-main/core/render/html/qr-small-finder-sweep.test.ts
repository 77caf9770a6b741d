import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productByKey } from '#shared/products.ts';
import { SQR_DOTS_TYPES, SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { createHtmlRenderer } from './create-html-renderer.ts';
import type { HtmlRenderer } from './html-renderer.ts';
import { decodePng, decodeQrFrame, jsqrDecoder, zxingDecoder } from './render-test-kit.ts';

// The weakest finders of issue 33, swept with random content: the extra-rounded ring and the
// dot centre (every ring it sits in, every centre an extra-rounded ring holds) at 10, 11 and
// 12 mm, where a version 6 code's modules are 2.6 to 3.1 pixels at 300 dpi. Random tracked URLs
// (the server's shape: an origin, /q/ and a 16-character code, some behind a longer public
// URL), random ECL and dots type, each code at a random sub-millimetre placement on one A4
// page a size, decoded from ONE frame of the 300 dpi preview by jsQR and by ZXing. A fixed
// seed, so the same codes every run; every one must read.
const SIZES = [10, 11, 12];
const FINDERS = [
  { square: 'extra-rounded', dot: 'dot' },
  { square: 'extra-rounded', dot: 'square' },
  { square: 'dot', dot: 'dot' },
  { square: 'square', dot: 'dot' },
] as const;
const ORIGINS = ['http://127.0.0.1:4785', 'https://mail-demo.example.org', 'https://inkpost-demo.tunnel.example.dev', 'https://qr.inkpost-letters.example.com/t'];
const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const GAP_MM = 4;

/** mulberry32: a small seeded generator, so the sweep is the same every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One A4 landscape page of codes of one size: each code's style, URL and placement (mm, bleed included). */
function pageOf(sizeMm: number, random: () => number) {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pitch = sizeMm + GAP_MM + 1;
  const perRow = Math.floor((297 - 2 * GAP_MM) / pitch);
  const rows = Math.floor((210 - 2 * GAP_MM) / pitch);
  return Array.from({ length: perRow * rows }, (_, n) => {
    const finder = FINDERS[n % FINDERS.length]!;
    const code = Array.from({ length: 16 }, () => pick([...CODE_CHARS])).join('');
    return {
      id: `s${sizeMm}n${n}`,
      ...finder,
      dots: pick(SQR_DOTS_TYPES),
      ecl: pick(SQR_ECLS),
      url: `${pick(ORIGINS)}/q/${code}`,
      x: GAP_MM + (n % perRow) * pitch + Math.round(random() * 1000) / 1000,
      y: GAP_MM + Math.floor(n / perRow) * pitch + Math.round(random() * 1000) / 1000,
    };
  });
}

const A4 = productByKey('a4_letter')!;
let renderer: HtmlRenderer;
beforeAll(async () => {
  renderer = createHtmlRenderer({ poolSize: 1 });
  if (!chromiumMissing) await renderer.warmUp();
});
afterAll(() => renderer.close());

describe.skipIf(Boolean(chromiumMissing))('the smallest extra-rounded and dot-centre finders, random content', () => {
  it('reads every code at 10, 11 and 12 mm in one frame of the preview, with jsQR and with ZXing', async () => {
    const random = seeded(33);
    const failures: string[] = [];
    let decodes = 0;
    for (const sizeMm of SIZES) {
      const placed = pageOf(sizeMm, random);
      const html = placed
        .map(
          (p) =>
            `<div data-sqr data-sqr-id="${p.id}" data-sqr-destination="https://example.com/" data-sqr-size="${sizeMm}mm" data-sqr-ecl="${p.ecl}" data-sqr-dots-type="${p.dots}" data-sqr-corner-square-type="${p.square}" data-sqr-corner-dot-type="${p.dot}" style="position:absolute;left:${p.x}mm;top:${p.y}mm"></div>`,
        )
        .join('');
      const side = await renderer.renderSide({ product: A4, orientation: 'landscape', content: { html }, qrUrls: Object.fromEntries(placed.map((p) => [p.id, p.url])) });
      const pixels = await decodePng(side.png);
      for (const p of placed) {
        for (const [name, decoder] of [['jsQR', jsqrDecoder], ['ZXing', zxingDecoder]] as const) {
          decodes++;
          const read = decodeQrFrame(pixels, p.x, p.y, sizeMm, decoder);
          if (read !== p.url) failures.push(`${name}: ${sizeMm} mm at (${p.x}, ${p.y}): ${p.dots} / ${p.square} ring / ${p.dot} centre / ECL ${p.ecl}, ${p.url}: ${read ?? 'not read'}`);
        }
      }
    }
    expect(decodes).toBeGreaterThan(1200);
    expect(failures).toEqual([]);
  }, 120_000);
});
