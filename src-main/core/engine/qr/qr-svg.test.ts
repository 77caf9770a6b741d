import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import { fillSmartQrPlaceholders } from './fill-placeholders.ts';
import { printedQrMatrix, renderQrSvg } from './qr-svg.ts';
import type { QrStyle } from './smart-qr-options.ts';

const URL_ = 'http://127.0.0.1:4010/q/r_8f3k2/hero';

/** Rasterises at a few sizes (177 px is 15 mm at 300 dpi), like a scanner's frames; every result must agree. */
async function decodeSvg(svg: string): Promise<string | undefined> {
  const image = await loadImage(Buffer.from(svg));
  const results = new Set<string>();
  for (const px of [177, 240, 320, 400]) {
    const canvas = createCanvas(px + 20, px + 20);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, px + 20, px + 20);
    ctx.drawImage(image, 10, 10, px, px);
    const found = jsQR(ctx.getImageData(0, 0, px + 20, px + 20).data, px + 20, px + 20)?.data;
    if (found !== undefined) results.add(found);
  }
  return results.size === 0 ? undefined : [...results].join(' | ');
}

describe('renderQrSvg', () => {
  it('is a vector SVG of exactly the requested size', () => {
    const svg = renderQrSvg(URL_, { sizeMm: 25.4 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="25.4mm" height="25.4mm"/);
    expect(svg).not.toMatch(/<image|data:/);
    expect(renderQrSvg(URL_)).toContain('width="15mm"');
  });

  const combos: Partial<QrStyle>[] = [];
  for (const dotsType of SQR_DOTS_TYPES) for (const cornerSquareType of SQR_CORNER_SQUARE_TYPES) for (const cornerDotType of SQR_CORNER_DOT_TYPES) combos.push({ dotsType, cornerSquareType, cornerDotType });

  it.each(combos)('decodes with %o', async (style) => {
    expect(await decodeSvg(renderQrSvg(URL_, style))).toBe(URL_);
  });

  it.each(SQR_ECLS)('uses error correction level %s', async (ecl) => {
    expect(await decodeSvg(renderQrSvg(URL_, { ecl, dotsType: 'rounded' }))).toBe(URL_);
  });

  it('a higher error correction level needs more modules', () => {
    const at = (ecl: 'H' | 'L') => printedQrMatrix(URL_, 100, ecl); // 100 mm: the module floor keeps each level
    expect(at('H').size).toBeGreaterThan(at('L').size);
  });

  it('paints colours and the background', async () => {
    const svg = renderQrSvg(URL_, { dotsColor: '#1a237e', backgroundColor: '#fff8e1', dotsType: 'dots' });
    expect(svg).toContain('fill="#1a237e"');
    expect(svg).toContain('<rect width=');
    expect(await decodeSvg(svg)).toBe(URL_);
  });

  it('draws the extra-rounded finder tighter when its modules are small (under 0.34 mm), as before when larger', () => {
    const style = { cornerSquareType: 'extra-rounded', cornerDotType: 'dot', ecl: 'H' } as const;
    const long = 'https://qr.inkpost-letters.example.com/t/q/S4uDK_wuyb7pbmvp'; // 58 characters
    const small = renderQrSvg(long, { ...style, sizeMm: 10 }); // printed at L (the module floor), version 4: 0.27 mm modules
    const large = renderQrSvg(long, { ...style, sizeMm: 24 }); // H, version 6: 0.53 mm modules
    expect(small).toContain('A1.5 1.5 0 0 1'); // the ring's outer corners
    expect(small).not.toContain('A2.5 2.5');
    expect(small).toContain('A0.9 0.9 0 0 1'); // the centre: a rounded square, not a circle
    expect(large).toContain('A2.5 2.5 0 0 1');
    expect(large).toContain('A1.65 1.65 0 1 1'); // the centre: a circle of radius 1.65
  });

  it('escapes attribute values', () => {
    expect(renderQrSvg(URL_, { dotsColor: '"><script>' })).not.toContain('<script>');
  });
});

describe('fillSmartQrPlaceholders', () => {
  it('fills each placeholder with its tracked URL and keeps the div', () => {
    const html = '<p>x</p><div data-sqr data-sqr-id="a" data-sqr-destination="https://a.example" style="width:15mm"></div>';
    const out = fillSmartQrPlaceholders(html, { a: URL_ });
    expect(out).toMatch(/<div data-sqr="" data-sqr-id="a" data-sqr-destination="https:\/\/a.example" style="width:15mm"><svg [^>]*class="inkpost-sqr"/);
  });

  it('needs a URL for every slot', () => {
    const html = '<div data-sqr data-sqr-id="a" data-sqr-destination="https://a.example"></div>';
    expect(() => fillSmartQrPlaceholders(html, {})).toThrow(/no tracked URL was supplied for slot 'a'/);
  });
});
