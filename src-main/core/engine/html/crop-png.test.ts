import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, writeChunk } from '../handwriting/png/png-chunks.ts';
import { pngPixels } from '#core/test-support/png.ts';
import { cropPng, pngDimensions } from './crop-png.ts';

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** An 8-bit PNG of noisy gradients, each row with another of the five filters (so every predictor is cut through). */
function filteredPng(width: number, height: number, colorType: 2 | 6): Buffer {
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = Buffer.alloc(stride * height);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = Math.floor(i / bpp) % width;
    const y = Math.floor(i / stride);
    raw[i] = colorType === 6 && i % bpp === 3 ? 255 : (x * 5 + y * 3 + (i % bpp) * 60 + (seed >> 27)) & 0xff;
  }
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    filtered[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const at = (row: number, col: number) => (row < 0 || col < 0 ? 0 : raw[row * stride + col]!);
      const a = at(y, i - bpp);
      const b = at(y - 1, i);
      const c = at(y - 1, i - bpp);
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      filtered[y * (stride + 1) + 1 + i] = (raw[y * stride + i]! - predicted) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colorType, 0, 0, 0], 8);
  const idat = deflateSync(filtered);
  // The image data split over two IDAT chunks, and an ancillary chunk, as encoders write them.
  return Buffer.concat([PNG_SIGNATURE, writeChunk('IHDR', ihdr), writeChunk('sRGB', Uint8Array.of(0)), writeChunk('IDAT', idat.subarray(0, 100)), writeChunk('IDAT', idat.subarray(100)), writeChunk('IEND', new Uint8Array(0))]);
}

/** RGBA of the top-left width x height pixels. */
function region(p: { width: number; data: Uint8ClampedArray }, width: number, height: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++) out.push(...p.data.subarray(y * p.width * 4, (y * p.width + width) * 4));
  return out;
}

describe('cropPng', () => {
  it.each([2, 6] as const)('keeps the top-left pixels exactly, through every row filter (colour type %i)', async (colorType) => {
    const png = filteredPng(41, 23, colorType);
    const whole = await pngPixels(png);
    for (const [width, height] of [
      [38, 21],
      [41, 20],
      [1, 1],
      [40, 23],
    ] as const) {
      const cropped = Buffer.from(await cropPng(png, width, height));
      expect(pngDimensions(cropped)).toEqual({ width, height });
      const pixels = await pngPixels(cropped);
      expect({ width: pixels.width, height: pixels.height }).toEqual({ width, height });
      expect(region(pixels, width, height)).toEqual(region(whole, width, height));
    }
  });

  it('returns a PNG of the asked size unchanged, and refuses to grow one', async () => {
    const png = filteredPng(10, 8, 2);
    expect(await cropPng(png, 10, 8)).toBe(png);
    await expect(cropPng(png, 11, 8)).rejects.toThrow(/cannot crop a 10 x 8 PNG to 11 x 8/);
  });
});
