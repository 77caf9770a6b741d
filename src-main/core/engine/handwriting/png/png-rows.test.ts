import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readPngRows } from './png-rows.ts';

const [W, H] = [37, 23];

/** A picture with edges, gradients and noise (each filter has something to predict), as pngjs writes it. */
function picture(colorType: 2 | 6, filterType: number, bitDepth: 8 | 16 = 8, [width, height] = [W, H]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = (x * 7 + y * 3) & 255;
      png.data[i + 1] = x > y ? 250 : (x * y * 13) & 255;
      png.data[i + 2] = ((x ^ y) * 29) & 255;
      png.data[i + 3] = colorType === 6 ? (x * 11 + y) & 255 : 255;
    }
  }
  return PNG.sync.write(png, { colorType, filterType, bitDepth });
}

/** pngjs's reading of the PNG, as rows of its own channels. */
function pngjsRows(file: Buffer, channels: 3 | 4): number[][] {
  const { data } = PNG.sync.read(file);
  return Array.from({ length: H }, (_, y) => Array.from({ length: W * channels }, (_, i) => data[(y * W + Math.floor(i / channels)) * 4 + (i % channels)]!));
}

describe('readPngRows', () => {
  for (const colorType of [2, 6] as const) {
    for (const filterType of [0, 1, 2, 3, 4]) {
      it(`reads ${colorType === 2 ? 'RGB' : 'RGBA'} rows written with filter ${filterType} as pngjs does`, () => {
        const file = picture(colorType, filterType);
        const image = readPngRows(file)!;
        const channels = colorType === 2 ? 3 : 4;
        expect([image.width, image.height, image.channels]).toEqual([W, H, channels]);
        const rows = Array.from({ length: H }, (_, y) => [...image.data.subarray(y * image.stride + 1, (y + 1) * image.stride)]);
        expect(rows).toEqual(pngjsRows(file, channels));
      });
    }
  }

  it('gives the rows back at once when released, and never the bytes it was handed', () => {
    // a page's size (a small image's rows may share a buffer of Node's with others: those stay to the collector)
    const file = picture(2, 4, 8, [600, 400]);
    const image = readPngRows(file)!;
    expect(image.data.byteLength).toBe(400 * (1 + 600 * 3));
    image.release();
    expect(image.data.byteLength).toBe(0); // its memory transferred away, not left to the collector
    expect(PNG.sync.read(file).width).toBe(600); // the PNG itself untouched
  });

  it('answers undefined for a PNG of another kind (16-bit, grey) and for bytes that are no PNG', () => {
    expect(readPngRows(picture(2, 0, 16))).toBeUndefined();
    const grey = new PNG({ width: W, height: H });
    expect(readPngRows(PNG.sync.write(grey, { colorType: 0 }))).toBeUndefined();
    expect(readPngRows(new Uint8Array(64))).toBeUndefined();
  });
});
